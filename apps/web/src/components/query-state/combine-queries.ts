import type { QueryLike } from './QueryState';

type DataOf<Q> = Q extends QueryLike<infer T> ? Exclude<T, undefined> : never;

/**
 * Several queries as one for QueryState: the data once every one has answered, the first error, and a
 * 重试 that asks again only those that failed (the others keep their answers).
 */
export function combineQueries<const Q extends readonly QueryLike<unknown>[]>(...queries: Q): QueryLike<{ [K in keyof Q]: DataOf<Q[K]> }> {
  const ready = queries.every((query) => query.data !== undefined);
  const failed = queries.filter((query) => query.data === undefined && query.error);
  return {
    data: ready ? (queries.map((query) => query.data) as { [K in keyof Q]: DataOf<Q[K]> }) : undefined,
    error: failed[0]?.error ?? null,
    isFetching: queries.some((query) => query.isFetching),
    fetchStatus: queries.some((query) => query.fetchStatus === 'fetching') ? 'fetching'
      : queries.every((query) => query.fetchStatus === 'idle') ? 'idle' : 'paused',
    refetch: () => Promise.all(failed.map((query) => query.refetch())),
  };
}
