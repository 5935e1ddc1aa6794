import { InfiniteScroll } from 'antd-mobile';
import { useActivities } from '../api/get-activities';
import { ActivityCard } from './ActivityCard';

/** The promotions of one tab, a page at a time. */
export function ActivityList({ tab }: { tab: string }) {
  const { data, hasNextPage, fetchNextPage } = useActivities(tab);
  return (
    <>
      {data?.map((activity) => <ActivityCard key={activity.id} activity={activity} />)}
      <InfiniteScroll hasMore={hasNextPage} loadMore={async () => void (await fetchNextPage({ throwOnError: true }))} />
    </>
  );
}
