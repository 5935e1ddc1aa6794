import { api } from '@lobby/contract';
import { useMutation } from '@tanstack/react-query';
import { fetchData } from '@/lib/api-client';
import { useUpdateVenueBalance } from './get-transfer-venues';

/** POST /api/userapimoney/{platname}: one venue's refresh icon. */
export function refreshVenueBalance(platname: string) {
  return fetchData(api.userapimoney, {}, { platname });
}

export function useRefreshVenueBalance() {
  const updateVenueBalance = useUpdateVenueBalance();
  return useMutation({ mutationFn: refreshVenueBalance, onSuccess: updateVenueBalance });
}
