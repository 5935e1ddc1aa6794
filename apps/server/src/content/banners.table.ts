import type { Generated } from 'kysely';

export interface BannersTable {
  id: Generated<number>;
  type: number;
  src: string;
  sort: Generated<number>;
  /** Set on rows the seed owns; null on an operator's rows. */
  seed_key: string | null;
  /** Where a tap on the banner leads: an in-app path ('/activityInfo?id=3', '/hongbao'); null for none. */
  link: Generated<string | null>;
}

export interface HomeNoticesTable {
  id: Generated<number>;
  content: string;
  /** 1 shown, 0 hidden. */
  status: Generated<number>;
  sort: Generated<number>;
  seed_key: string | null;
}
