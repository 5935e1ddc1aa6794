import { api, type VenueWallet } from '@lobby/contract';
import { useMutation } from '@tanstack/react-query';
import { fetchData } from '@/lib/api-client';
import { readRow } from '@/lib/read-answer';
import { useUpdateVenueBalance } from './get-transfer-venues';

/** POST /api/userapimoney/{platname}: one venue's refresh icon. */
async function refreshVenueBalance(platname: string) {
  return readRow<VenueWallet>(await fetchData(api.userapimoney, {}, { platname }), { numbers: ['balance'] });
}

export function useRefreshVenueBalance() {
  const updateVenueBalance = useUpdateVenueBalance();
  return useMutation({ mutationFn: refreshVenueBalance, onSuccess: updateVenueBalance });
}
