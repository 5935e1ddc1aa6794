import type { VipLevel } from '@lobby/contract';

/** The game families of the maximum-rebate table, in the spec's order (part 2 §2). */
export const vipRebateCategories = ['realperson', 'sport', 'e_sport', 'joker', 'electron', 'lottery'] as const satisfies ReadonlyArray<keyof VipLevel>;

/** Only levels with status 1 are shown (part 1 §3). */
export const shownVipLevels = (levels: readonly VipLevel[]): VipLevel[] => levels.filter((level) => level.status === 1);
