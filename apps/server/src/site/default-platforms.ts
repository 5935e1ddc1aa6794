import type { Insertable } from 'kysely';
import type { PlatformsTable } from './platforms.table.ts';

/** The game platforms a fresh install lists, in display order; `demo` is our own playable venue. */
export const DEFAULT_PLATFORMS: ReadonlyArray<Insertable<PlatformsTable>> = [
  { platname: 'ag', name: 'AG视讯' },
  { platname: 'bbin', name: 'BBIN视讯' },
  { platname: 'og', name: 'OG视讯' },
  { platname: 'sb', name: '沙巴体育' },
  { platname: 'im', name: 'IM体育' },
  { platname: 'avia', name: '泛亚电竞' },
  { platname: 'yb', name: '雷火电竞' },
  { platname: 'ky', name: '开元棋牌' },
  { platname: 'pg', name: 'PG电子' },
  { platname: 'pp', name: 'PP电子' },
  { platname: 'fg', name: 'FG电子' },
  { platname: 'ae', name: 'AE电子' },
  { platname: 'obgdy', name: 'OB捕鱼' },
  { platname: 'vr', name: 'VR彩票' },
  { platname: 'demo', name: '演示游戏厅' },
].map((platform, index) => ({ ...platform, status: 1, sort: (index + 1) * 10 }));
