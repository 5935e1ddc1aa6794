import { INFINITE_SCROLL_OFFSET } from '@lobby/contract';
import type { ReadPage } from '@/lib/read-answer';
import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import { InfiniteScroll } from 'antd-mobile';
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/query-state/EmptyState';
import { QueryState } from '@/components/query-state/QueryState';
import { labels, messages } from '@/messages';
import type { RecordPages } from '../api/use-record-pages';
import styles from './Records.module.css';

interface RecordListProps<T, P extends ReadPage<T>> {
  /** What the list is, for screen readers. */
  label: string;
  query: UseInfiniteQueryResult<RecordPages<T, P>>;
  rowKey: (row: T, index: number) => string | number;
  children: (row: T) => ReactNode;
}

/**
 * Every record screen's list (part 2 §2, §8): the next page loads INFINITE_SCROLL_OFFSET pixels before
 * the end; 空空如也 when there is no row at all, 没有更多了 once the last page is in.
 */
export function RecordList<T, P extends ReadPage<T>>({ label, query, rowKey, children }: RecordListProps<T, P>) {
  const { hasNextPage, fetchNextPage } = query;
  const empty = <EmptyState text={messages.records.empty} />;
  // Before the first page: loading, or the error with 重试 (QueryState); a later page that fails says so
  // at the end of the list, with its own 重新加载 (antd-mobile's InfiniteScroll).
  return (
    <QueryState query={query} isEmpty={(pages) => pages.rows.length === 0} empty={empty}>
      {({ rows }) => (
        <>
          <ul className={styles.list} aria-label={label}>
            {rows.map((row, index) => (
              <li key={rowKey(row, index)} className={styles.card}>
                {children(row)}
              </li>
            ))}
          </ul>
          <InfiniteScroll
            threshold={INFINITE_SCROLL_OFFSET}
            hasMore={hasNextPage}
            loadMore={async () => void (await fetchNextPage({ throwOnError: true }))}
          >
            {(hasMore, failed, retry) => (
              <span className={styles.status}>
                {failed ? (
                  <>
                    {labels.records.loadFailed()}
                    <button type="button" className={styles.retry} onClick={retry}>{labels.records.retry()}</button>
                  </>
                ) : hasMore ? (
                  labels.records.loadingMore()
                ) : (
                  messages.records.noMore
                )}
              </span>
            )}
          </InfiniteScroll>
        </>
      )}
    </QueryState>
  );
}
