import { messages } from '@lobby/contract';
import { NetworkError } from './errors';

/**
 * A money submission whose answer never came says so (网络连接超时，请重试!): the member cannot tell
 * whether it went through, and sending it again is safe, because the retry carries the same
 * Idempotency-Key (src/lib/submit.ts). Other failures are the error policy's (src/app/error-policy.ts);
 * elsewhere the spec keeps network failures silent (part 2 §8).
 */
export function reportLostAnswer(error: Error): void {
  if (!(error instanceof NetworkError)) return;
  const text = error.timedOut ? messages.common.networkTimeout : messages.common.networkError;
  void import('./feedback').then(({ showErrorToast }) => showErrorToast(text));
}
