import { InfiniteScroll } from 'antd-mobile';
import { QueryState } from '@/components/query-state/QueryState';
import { useActivities } from '../api/get-activities';
import { ActivityCard } from './ActivityCard';
import { FIRST_SCREEN_CARDS } from '../first-screen-cards';


/** The promotions of one tab, a page at a time; loading, empty, or the error with 重试 before the first page. */
export function ActivityList({ tab }: { tab: string }) {
  const activities = useActivities(tab);
  const { hasNextPage, fetchNextPage } = activities;
  return (
    <QueryState query={activities} isEmpty={(list) => list.length === 0}>
      {(list) => (
        <>
          {list.map((activity, index) => (
            <ActivityCard key={activity.id} activity={activity} onFirstScreen={index < FIRST_SCREEN_CARDS} />
          ))}
          {/* Only under a list: drawn before the first page, its status line was pushed down the screen (layout shift). */}
          <InfiniteScroll hasMore={hasNextPage} loadMore={async () => void (await fetchNextPage({ throwOnError: true }))} />
        </>
      )}
    </QueryState>
  );
}
