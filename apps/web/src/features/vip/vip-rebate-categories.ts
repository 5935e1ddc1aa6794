import { vipLevelEntries, type NumberedVipLevel, type VipLevel } from '@lobby/contract';

/** The game families of the maximum-rebate table, in the spec's order (part 2 §2). */
export const vipRebateCategories = ['realperson', 'sport', 'e_sport', 'joker', 'electron', 'lottery'] as const satisfies ReadonlyArray<keyof VipLevel>;

/**
 * Only levels with status 1 are shown (part 1 §3). Numbered before the filter: a level is its
 * entry's position in the whole list, so a hidden P1 leaves P2 as P2.
 */
export const shownVipLevels = (levels: readonly VipLevel[]): NumberedVipLevel[] =>
  vipLevelEntries(levels).filter(({ entry }) => entry.status === 1);
