import { messages } from '@lobby/contract';
import { ApiError, NetworkError } from '@/lib/errors';

/** What a screen says when its data did not arrive: the time-out, the network, or the server's own message. */
export function queryErrorText(error: unknown): string {
  if (error instanceof NetworkError) return error.timedOut ? messages.common.networkTimeout : messages.common.networkError;
  if (error instanceof ApiError && error.message) return error.message;
  return messages.common.serverError;
}
