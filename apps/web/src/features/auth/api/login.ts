import { api, messages, type LoginPayload } from '@lobby/contract';
import { useMutation } from '@tanstack/react-query';
import { dataOf, request } from '@/lib/api-client';
import { ApiError } from '@/lib/errors';
import { loginToken } from '../login-token';

/**
 * POST /api/login_pc: answers the member's token, read from the whole envelope since the spec does
 * not place it (login-token.ts). A success without a token is the server's fault, shown as such.
 */
export async function login(payload: LoginPayload): Promise<string> {
  const envelope = await request(api.login_pc, payload);
  dataOf(envelope);
  const token = loginToken(envelope);
  if (token === null) throw new ApiError(envelope.code, messages.common.serverError);
  return token;
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
