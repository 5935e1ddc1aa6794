import { api } from '@lobby/contract';
import { useMutation } from '@tanstack/react-query';
import { readVenueWallet } from '@/features/balance';
import { fetchData } from '@/lib/api-client';
import { useUpdateVenueBalance } from './get-transfer-venues';

/** POST /api/userapimoney/{platname}: one venue's refresh icon. */
async function refreshVenueBalance(platform: string) {
  return readVenueWallet(await fetchData(api.userapimoney, {}, { platname: platform }));
}

export function useRefreshVenueBalance() {
  const updateVenueBalance = useUpdateVenueBalance();
  return useMutation({ mutationFn: refreshVenueBalance, onSuccess: updateVenueBalance });
}
