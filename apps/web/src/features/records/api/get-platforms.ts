import { messages } from '@lobby/contract';
import { useQuery } from '@tanstack/react-query';
import { venueNamesQueryOptions } from '@/features/balance';

/** The record filters' platforms as choices of platform code: 全平台 ('') first, then every venue of POST /api/balancelist. */
export function usePlatformChoices(): Array<{ value: string; label: string }> {
  const { data } = useQuery(venueNamesQueryOptions());
  return [
    { value: '', label: messages.records.allPlatforms },
    ...(data ?? []).map((venue) => ({ value: venue.platform, label: venue.name })),
  ];
}
