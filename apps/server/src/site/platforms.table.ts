import type { Generated } from 'kysely';

export interface PlatformsTable {
  platform_name: string;
  name: string;
  /** 1 listed and playable, 0 hidden. */
  status: Generated<number>;
  sort: Generated<number>;
}
