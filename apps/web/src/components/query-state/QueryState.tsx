import { messages } from '@lobby/contract';
import type { ReactNode } from 'react';
import { PageFallback } from '@/components/routing/PageFallback';
import { EmptyState } from './EmptyState';
import { ErrorState } from './ErrorState';
import { queryErrorText } from './query-error-text';

/** What QueryState reads of a TanStack query (useQuery, useInfiniteQuery, or combineQueries of several). */
export interface QueryLike<T> {
  data: T | undefined;
  error: Error | null;
  isFetching: boolean;
  /** 'idle' while pending: the query is disabled (nothing to ask, e.g. no id), not loading. */
  fetchStatus: 'fetching' | 'paused' | 'idle';
  refetch: () => unknown;
}

interface QueryStateProps<T> {
  query: QueryLike<T>;
  children: (data: T) => ReactNode;
  /** When the answer holds nothing to show; then `empty` (default 空空如也; null draws nothing) is drawn. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  /** Drawn while loading (default: the pulsing dots). */
  loading?: ReactNode;
  /** A section of a page rather than the whole page: less space around the texts. */
  compact?: boolean;
}

/**
 * The four states of every screen that loads data (issue 10): loading, the content, empty, and an error
 * with 重试 that asks again. A call that fails or times out (30 s, the API client's REQUEST_TIMEOUT_MS)
 * ends in the error, never in an endless 加载中. Data already shown stays when a later refresh fails.
 */
export function QueryState<T>({ query, children, isEmpty, empty, loading, compact }: QueryStateProps<T>) {
  const { data, error, isFetching, fetchStatus, refetch } = query;
  if (data !== undefined) {
    if (!isEmpty?.(data)) return children(data);
    if (empty !== undefined) return empty;
    return <EmptyState compact={compact} />;
  }
  if (error && !isFetching) {
    return <ErrorState text={queryErrorText(error)} action={messages.recovery.retry} onAction={() => void refetch()} compact={compact} />;
  }
  // A disabled query (nothing to ask for, e.g. a detail page opened without its id) is not loading.
  if (fetchStatus === 'idle' && !error) return empty ?? null;
  return loading ?? <PageFallback />;
}
