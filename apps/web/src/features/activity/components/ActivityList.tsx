import { InfiniteScroll } from 'antd-mobile';
import { useActivities } from '../api/get-activities';
import { ActivityCard } from './ActivityCard';

/** How many cards a phone screen shows under the header and the tabs (about 230 px each at 375 px wide). */
const FIRST_SCREEN_CARDS = 3;

/** The promotions of one tab, a page at a time. */
export function ActivityList({ tab }: { tab: string }) {
  const { data, hasNextPage, fetchNextPage } = useActivities(tab);
  return (
    <>
      {data?.map((activity, index) => (
        <ActivityCard key={activity.id} activity={activity} onFirstScreen={index < FIRST_SCREEN_CARDS} />
      ))}
      {/* Only under a list: drawn before the first page, its status line was pushed down the screen (layout shift). */}
      {data && <InfiniteScroll hasMore={hasNextPage} loadMore={async () => void (await fetchNextPage({ throwOnError: true }))} />}
    </>
  );
}
