import { QueryState } from '@/components/query-state/QueryState';
import { PageHeader } from '@/components/layout/PageHeader';
import { labels } from '@/messages';
import { useIsLoggedIn } from '@/stores/session-store';
import { useVipLevels } from './api/get-vip-levels';
import { VipLevelTabs } from './components/VipLevelTabs';
import { VipMemberProgress } from './components/VipMemberProgress';
import { VipRules } from './components/VipRules';
import { useVipProgress } from './useVipProgress';
import { shownVipLevels } from './vip-rebate-categories';

/** /vip: VIP privileges, public; the member's level and progress only with a token (part 2 §2). */
export default function VipPage() {
  const loggedIn = useIsLoggedIn();
  const vipLevels = useVipLevels();
  const { level } = useVipProgress(loggedIn);
  return (
    <>
      <PageHeader title={labels.pageTitles.vip()} />
      {/* The member's card inside: without the levels it has no figure to show, only the error would be true. */}
      <QueryState query={vipLevels}>
        {(data) => {
          const levels = shownVipLevels(data);
          return (
            <>
              {loggedIn && <VipMemberProgress />}
              {levels.length > 0 && <VipLevelTabs levels={levels} memberLevel={loggedIn ? level : null} />}
              {/* Below the levels once they are in, so that their arrival does not push the rules down. */}
              <VipRules />
            </>
          );
        }}
      </QueryState>
    </>
  );
}
