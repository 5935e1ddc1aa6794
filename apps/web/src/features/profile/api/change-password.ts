import { api, type PasswordChangePayload } from '@lobby/contract';
import { useMutation } from '@tanstack/react-query';
import { fetchData } from '@/lib/api-client';

/** Which password /password?type= changes: 1 login, 2 payment. */
export type PasswordKind = 'login' | 'pay';

/** The form's three fields, named for what they hold. */
export interface PasswordFields {
  current: string;
  next: string;
  confirm: string;
}

/**
 * The fields as the call names them (part 2, the password change payload): the new password travels as `paypassword` and its
 * confirmation as `newpasword` (sic) for either password. The contract's rules judge this payload.
 */
export function passwordPayloadOf({ current, next, confirm }: PasswordFields): PasswordChangePayload {
  return { password: current, paypassword: next, newpasword: confirm };
}

/** POST /api/editPassword (login) or /api/editPayPassword (payment): the same payload. */
function changePassword(kind: PasswordKind, fields: PasswordFields) {
  return fetchData(kind === 'login' ? api.editPassword : api.editPayPassword, passwordPayloadOf(fields));
}

export function useChangePassword(kind: PasswordKind) {
  return useMutation({ mutationFn: (fields: PasswordFields) => changePassword(kind, fields) });
}
