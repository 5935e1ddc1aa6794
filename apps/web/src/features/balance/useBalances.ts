import { useUserStore } from '@/lib/member/user-store';

/** The member's platform and game wallet figures, kept fresh by the balance poll. */
export function useBalances(): { balance: number; gameBalance: number } {
  const balance = useUserStore((state) => state.userInfo?.balance ?? 0);
  const gameBalance = useUserStore((state) => state.userInfo?.gameblance ?? 0);
  return { balance, gameBalance };
}
