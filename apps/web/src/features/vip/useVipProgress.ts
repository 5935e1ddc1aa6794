import { vipEntryOfLevel, vipLevelFromLabel, vipNextLevel, vipProgressPercent } from '@lobby/contract';
import { useUserStore } from '@/lib/member/user-store';
import { useVipLevels } from './api/get-vip-levels';

/**
 * The member's VIP progress (part 1 §4): paysum against the deposit requirement of the member's own
 * level from /api/uservip, the entry at the level's position. The level is read from current_vip ('P3'),
 * else from vip.
 */
export function useVipProgress(enabled: boolean) {
  const user = useUserStore((state) => state.userInfo);
  const { data } = useVipLevels(enabled);
  const levels = data ?? [];
  const level = vipLevelFromLabel(user?.current_vip) ?? user?.vip ?? 0;
  const required = vipEntryOfLevel(levels, level)?.recharge ?? 0;
  const paysum = user?.paysum ?? 0;
  return {
    level,
    currentVip: user?.current_vip ?? '',
    nextVip: user?.next_vip ?? '',
    paysum,
    required,
    percent: vipProgressPercent(paysum, required),
    /** Toward the next level (issue 13): null at the top level, undefined until the levels are in. */
    next: data ? vipNextLevel(levels, level, paysum) : undefined,
  };
}
