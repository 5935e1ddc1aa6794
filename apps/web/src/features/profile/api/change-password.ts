import { api, type PasswordChangePayload } from '@lobby/contract';
import { useMutation } from '@tanstack/react-query';
import { fetchData } from '@/lib/api-client';

/** Which password /password?type= changes: 1 login, 2 payment. */
export type PasswordKind = 'login' | 'pay';

/** POST /api/editPassword (login) or /api/editPayPassword (payment): the same payload. */
function changePassword(kind: PasswordKind, payload: PasswordChangePayload) {
  return fetchData(kind === 'login' ? api.editPassword : api.editPayPassword, payload);
}

export function useChangePassword(kind: PasswordKind) {
  return useMutation({ mutationFn: (payload: PasswordChangePayload) => changePassword(kind, payload) });
}
