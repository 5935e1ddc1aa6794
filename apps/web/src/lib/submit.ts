import {
  IDEMPOTENCY_KEY_HEADER,
  REQUEST_IN_PROGRESS_CODE,
  api,
  type Envelope,
  type IdempotentCallKey,
  type RequestOf,
  type ResponseOf,
} from '@lobby/contract';
import { request } from './api-client';
import { AuthExpiredError } from './errors';
import { settleSubmission, submissionKey } from './submission-key';

type IdempotentCall = (typeof api)[IdempotentCallKey];

/**
 * Sends a money-moving call with its submission's Idempotency-Key (src/lib/submission-key.ts). The key
 * is settled by a definite answer: any envelope, success or refusal, and an ended session. It is kept
 * when no answer came (NetworkError), when the answer was not the server's (a gateway's error page:
 * the request may have gone through) and when the server says the first request is still running.
 */
export async function submit<C extends IdempotentCall>(call: C, payload: RequestOf<C>): Promise<Envelope<ResponseOf<C>>> {
  const key = submissionKey(call.path, payload);
  try {
    const envelope = await request(call, payload, undefined, { [IDEMPOTENCY_KEY_HEADER]: key });
    if (envelope.code !== REQUEST_IN_PROGRESS_CODE) settleSubmission(call.path, key);
    return envelope;
  } catch (error) {
    if (error instanceof AuthExpiredError) settleSubmission(call.path, key);
    throw error;
  }
}
