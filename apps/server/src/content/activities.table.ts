import type { Generated } from 'kysely';

export interface ActivityTypesTable {
  id: Generated<number>;
  name: string;
  sort: Generated<number>;
  seed_key: string | null;
}

export interface ActivitiesTable {
  id: Generated<number>;
  type_id: number;
  title: string;
  banner: string;
  /** HTML. */
  content: string;
  memo: Generated<string>;
  /** 1 shown, 0 hidden. */
  state: Generated<number>;
  can_apply: Generated<number>;
  sort: Generated<number>;
  created_at: string;
  seed_key: string | null;
}
