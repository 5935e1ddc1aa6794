import { ARTICLE_TYPES, api } from '@lobby/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchData } from '@/lib/api-client';

/** POST /api/article: a help article's HTML. */
function getArticle(type: number) {
  return fetchData(api.article, { type });
}

const articleQueryOptions = (type: number) =>
  queryOptions({
    queryKey: ['article', type],
    queryFn: () => getArticle(type),
    enabled: (ARTICLE_TYPES as readonly number[]).includes(type),
    staleTime: 5 * 60_000,
    // A failed article only ends the loading indicator; no message (part 1 §8).
    meta: { silent: true },
  });

export function useArticle(type: number) {
  return useQuery(articleQueryOptions(type));
}
