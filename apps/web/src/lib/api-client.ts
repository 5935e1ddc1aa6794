import {
  REQUEST_TIMEOUT_MS,
  callPath,
  SUCCESS_CODE,
  messages,
  type CallDef,
  type Envelope,
  type RequestOf,
  type ResponseOf,
} from '@lobby/contract';
import { useSessionStore } from '@/stores/session-store';
import { getBaseURL } from './base-url';
import { ApiError, AuthExpiredError, NetworkError } from './errors';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyCall = CallDef<any, any>;

function toQueryString(payload: object | undefined): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(payload ?? {})) {
    if (value !== undefined && value !== null) query.append(key, String(value));
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

function buildInit(call: AnyCall, payload: unknown, signal: AbortSignal): RequestInit {
  const headers: Record<string, string> = {
    Authorization: `Bearer ${useSessionStore.getState().token}`,
    Accept: 'application/json',
  };
  if (call.method === 'GET') return { method: 'GET', headers, signal };
  // Uploads (avatar) go as multipart: the browser writes the boundary header itself.
  if (payload instanceof FormData) return { method: 'POST', headers, body: payload, signal };
  headers['Content-Type'] = 'application/json';
  return { method: 'POST', headers, body: JSON.stringify(payload ?? {}), signal };
}

function isEnvelope(body: unknown): body is Envelope<unknown> {
  return typeof body === 'object' && body !== null && typeof (body as Envelope).code === 'number';
}

/**
 * Sends one call of the contract and answers its envelope, whatever its code. Throws
 * AuthExpiredError on HTTP 401 to a member call, NetworkError when no answer came in time.
 */
export async function request<C extends AnyCall>(
  call: C,
  payload?: RequestOf<C> | FormData,
  params?: Record<string, string | number>,
): Promise<Envelope<ResponseOf<C>>> {
  const path = callPath(call, params);
  const url = getBaseURL() + path + (call.method === 'GET' ? toQueryString(payload as object) : '');
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(url, buildInit(call, payload, controller.signal));
  } catch (error) {
    throw new NetworkError(String(error), controller.signal.aborted);
  } finally {
    clearTimeout(timer);
  }
  if (response.status === 401 && call.auth !== 'none') throw new AuthExpiredError();
  const body: unknown = await response.json().catch(() => null);
  if (isEnvelope(body)) return body as Envelope<ResponseOf<C>>;
  // A gateway error page or similar: not the server's own answer, so its text is not shown.
  throw new ApiError(response.status, messages.common.serverError);
}

/** The envelope's data on success; an ApiError carrying the server's message otherwise. */
export function dataOf<T>(envelope: Envelope<T>): T {
  if (envelope.code !== SUCCESS_CODE) throw new ApiError(envelope.code, envelope.message);
  return envelope.data;
}

/** request + dataOf: the usual shape of a query function. */
export async function fetchData<C extends AnyCall>(
  call: C,
  payload?: RequestOf<C> | FormData,
  params?: Record<string, string | number>,
): Promise<ResponseOf<C>> {
  return dataOf(await request(call, payload, params));
}
