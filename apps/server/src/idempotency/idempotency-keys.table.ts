import type { Generated } from 'kysely';

/** A claimed Idempotency-Key of a money-moving call (src/idempotency/); unique per member, call and key. */
export interface IdempotencyKeysTable {
  id: Generated<number>;
  member_id: number;
  /** The contract's call key, e.g. 'transfer'. */
  call: string;
  idempotency_key: string;
  /** SHA-256 hex of method, path and canonical body, secrets left out. */
  fingerprint: string;
  state: 'processing' | 'done';
  /** HTTP status and body of the first answer; null while processing or when the call re-runs instead. */
  status_code: number | null;
  answer: string | null;
  /** When the claim was made, renewed while its request runs (a claim not renewed is a dead process's). */
  claimed_at: string;
  completed_at: string | null;
}
