import type { Generated } from 'kysely';

/** A mainland bank a card may name (/api/banklist). */
export interface BanksTable {
  bank_name: string;
  /** Icon address, '' when the operator set none. */
  ico: Generated<string>;
  sort: Generated<number>;
}
