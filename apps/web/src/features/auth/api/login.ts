import { api, type LoginPayload } from '@lobby/contract';
import { useMutation } from '@tanstack/react-query';
import { fetchData } from '@/lib/api-client';

/** POST /api/login_pc: answers the member's token as new_api_token. */
export function login(payload: LoginPayload) {
  return fetchData(api.login_pc, payload);
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
