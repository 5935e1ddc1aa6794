import { formatDisplayTime, INFINITE_SCROLL_OFFSET } from '@lobby/contract';
import { InfiniteScroll } from 'antd-mobile';
import { useEffect } from 'react';
import { QueryState } from '@/components/query-state/QueryState';
import { SafeHtml } from '@/components/SafeHtml';
import { useSiteMessages } from '../api/get-site-messages';
import { useMessageShownStore } from '../message-shown-store';
import { ListEnd } from './ListEnd';
import styles from './MessageList.module.css';

/** 站内信: title, the sanitized HTML body and the time, a page at a time (part 2 §2). */
export function SiteMessageList() {
  const query = useSiteMessages();
  const { hasNextPage, fetchNextPage, dataUpdatedAt } = query;
  // The 'show' flag of part 1 §4, set once the messages are in: an answer whose total has grown
  // clears it, and the member is reading those very messages now.
  useEffect(() => {
    if (dataUpdatedAt > 0) useMessageShownStore.getState().setShown(true);
  }, [dataUpdatedAt]);
  // Loading and a failed first page: QueryState (the error with 重试); then the list and its end line.
  return (
    <QueryState query={query} loading={<ListEnd loading empty={false} />}>
      {(data) => {
        const rows = data.pages.flatMap((page) => page.data);
        return (
          <>
            <ul className={styles.list}>
              {rows.map((message, index) => (
                // Messages carry no id; pages only ever append, so the position is stable.
                <li key={index} className={styles.message}>
                  <article aria-label={message.title}>
                    <h2 className={styles.title}>{message.title}</h2>
                    <SafeHtml className={styles.content} html={message.content} />
                    <time className={styles.time}>{formatDisplayTime(message.created_at)}</time>
                  </article>
                </li>
              ))}
            </ul>
            <InfiniteScroll threshold={INFINITE_SCROLL_OFFSET} hasMore={hasNextPage}
              loadMore={async () => void (await fetchNextPage({ throwOnError: true }))}>
              <ListEnd loading={hasNextPage} empty={rows.length === 0} />
            </InfiniteScroll>
          </>
        );
      }}
    </QueryState>
  );
}
