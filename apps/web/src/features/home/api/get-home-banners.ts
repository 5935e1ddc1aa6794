import { HOME_BANNER_TYPE, api, type Banner } from '@lobby/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchData } from '@/lib/api-client';
import { readList } from '@/lib/read-answer';

/** POST /api/bannerList with type 2: the home carousel. */
export const homeBannersQueryOptions = () =>
  queryOptions({
    queryKey: ['home-banners'],
    queryFn: async () => readList<Banner>(await fetchData(api.bannerList, { type: HOME_BANNER_TYPE })),
    staleTime: 5 * 60_000,
  });

export function useHomeBanners() {
  return useQuery(homeBannersQueryOptions());
}
