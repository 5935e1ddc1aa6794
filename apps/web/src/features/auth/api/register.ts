import { api, type RegisterPayload } from '@lobby/contract';
import { useMutation } from '@tanstack/react-query';
import { fetchData } from '@/lib/api-client';

/** POST /api/register: answers the new member's token as api_token. */
function register(payload: RegisterPayload) {
  return fetchData(api.register, payload);
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
