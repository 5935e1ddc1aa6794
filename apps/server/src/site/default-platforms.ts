import type { Insertable } from 'kysely';
import type { PlatformsTable } from './platforms.table.ts';

/** The game platforms a fresh install lists, in display order; `demo` is our own playable venue. */
export const DEFAULT_PLATFORMS: ReadonlyArray<Insertable<PlatformsTable>> = [
  { platform_name: 'ag', name: 'AG视讯' },
  { platform_name: 'bbin', name: 'BBIN视讯' },
  { platform_name: 'og', name: 'OG视讯' },
  { platform_name: 'sb', name: '沙巴体育' },
  { platform_name: 'im', name: 'IM体育' },
  { platform_name: 'avia', name: '泛亚电竞' },
  { platform_name: 'yb', name: '雷火电竞' },
  { platform_name: 'ky', name: '开元棋牌' },
  { platform_name: 'pg', name: 'PG电子' },
  { platform_name: 'pp', name: 'PP电子' },
  { platform_name: 'fg', name: 'FG电子' },
  { platform_name: 'ae', name: 'AE电子' },
  { platform_name: 'obgdy', name: 'OB捕鱼' },
  { platform_name: 'vr', name: 'VR彩票' },
  { platform_name: 'demo', name: '演示游戏厅' },
].map((platform, index) => ({ ...platform, status: 1, sort: (index + 1) * 10 }));
