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
import { useLocaleStore } from '@/stores/locale-store';
import { useSessionStore } from '@/stores/session-store';
import { earlyCallKey } from '@/lib/early-answers';
import { noticeSiteState } from '@/lib/maintenance-signal';
import { getBaseURL } from './base-url';
import { ApiError, AuthExpiredError, NetworkError, SiteMaintenanceError } from './errors';

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

function buildInit(call: AnyCall, payload: unknown, extraHeaders?: Record<string, string>): RequestInit {
  const headers: Record<string, string> = {
    ...extraHeaders,
    Authorization: `Bearer ${useSessionStore.getState().token}`,
    Accept: 'application/json',
    // The member's language, not the browser's: the reference server answers its messages in it (issue 14).
    'Accept-Language': useLocaleStore.getState().locale,
  };
  if (call.method === 'GET') return { method: 'GET', headers };
  // Uploads (avatar) go as multipart: the browser writes the boundary header itself.
  if (payload instanceof FormData) return { method: 'POST', headers, body: payload };
  headers['Content-Type'] = 'application/json';
  return { method: 'POST', headers, body: JSON.stringify(payload ?? {}) };
}

function isEnvelope(body: unknown): body is Envelope<unknown> {
  return typeof body === 'object' && body !== null && typeof (body as Envelope).code === 'number';
}

function prepare(call: AnyCall, payload: unknown, params?: Record<string, string | number>, extraHeaders?: Record<string, string>) {
  const path = callPath(call, params);
  const url = getBaseURL() + path + (call.method === 'GET' ? toQueryString(payload as object) : '');
  return { url, init: buildInit(call, payload, extraHeaders) };
}

/** Sends with the 30 s timeout; NetworkError when no answer came in time or the network failed. */
async function send(url: string, init: RequestInit): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  try {
    return await fetch(url, { ...init, signal: controller.signal });
  } catch (error) {
    throw new NetworkError(String(error), controller.signal.aborted);
  } finally {
    clearTimeout(timer);
  }
}

// Requests sent ahead of their caller by primeRequest, by what they send (method, address, body, token).
const primed = new Map<string, Promise<Response>>();
const PRIMED_FOR_MS = 10_000;

function primeKey(url: string, init: RequestInit): string | null {
  if (init.body instanceof FormData) return null;
  const headers = init.headers as Record<string, string>;
  return JSON.stringify([init.method, url, init.body ?? null, headers.Authorization, headers['Accept-Language']]);
}

/**
 * Sends a call now, before the code that needs it has loaded: the next identical request (same call,
 * payload and token) within 10 s takes this answer instead of asking again. Nothing else changes: the
 * caller's request, its errors and its caching are as if it had sent it itself. Answers the data of a
 * successful answer, read from a copy (undefined otherwise), for work that can start before the page's.
 */
export function primeRequest<C extends AnyCall>(call: C, payload?: RequestOf<C>): Promise<ResponseOf<C> | undefined> {
  const { url, init } = prepare(call, payload);
  const key = primeKey(url, init)!;
  const response = takeEarly(call, url, init) ?? send(url, init);
  primed.set(key, response);
  setTimeout(() => {
    if (primed.get(key) === response) primed.delete(key);
  }, PRIMED_FOR_MS);
  // Nobody may ever take it or read the copy: an unused failure is not an error.
  return response
    .then((answer) => answer.clone().json())
    .then((body: unknown) => (isEnvelope(body) && body.code === SUCCESS_CODE ? (body.data as ResponseOf<C>) : undefined))
    .catch(() => undefined);
}

/**
 * The answer route-preload.js filed for this call (src/app/early-calls.ts), taken once; only for calls
 * that need no member, which the script sends without a token. Only while the page is young (the script
 * sent it as the page opened): an answer the opened page never took (the visitor moved on before the app
 * ran) is not served minutes later as if fresh.
 */
function takeEarly(call: AnyCall, url: string, init: RequestInit): Promise<Response> | undefined {
  if (call.auth !== 'none' || typeof init.body !== 'string' || performance.now() > REQUEST_TIMEOUT_MS) return undefined;
  const key = earlyCallKey(url, (init.headers as Record<string, string>)['Accept-Language'] ?? '', init.body);
  const answer = window.__lobbyEarlyCalls?.[key];
  if (!answer) return undefined;
  delete window.__lobbyEarlyCalls![key];
  return answer.catch((error: unknown) => {
    throw new NetworkError(String(error), error instanceof DOMException && error.name === 'TimeoutError');
  });
}

function takePrimed(url: string, init: RequestInit): Promise<Response> | undefined {
  const key = primeKey(url, init);
  const response = key === null ? undefined : primed.get(key);
  if (response) primed.delete(key!);
  return response;
}

/**
 * Sends one call of the contract and answers its envelope, whatever its code. Throws
 * AuthExpiredError on HTTP 401 to a member call, NetworkError when no answer came in time,
 * SiteMaintenanceError when the answer says the site is in maintenance.
 * `headers` adds request headers (a money submission's Idempotency-Key: src/lib/submit.ts); a request
 * that carries its own headers is never answered from a request sent ahead (primed or early).
 */
export async function request<C extends AnyCall>(
  call: C,
  payload?: RequestOf<C> | FormData,
  params?: Record<string, string | number>,
  headers?: Record<string, string>,
): Promise<Envelope<ResponseOf<C>>> {
  return (await requestWithHeaders(call, payload, params, headers)).envelope;
}

/** request, with the answer's headers too (the balance answer's X-Lobby-Push: lib/member/get-balance.ts). */
export async function requestWithHeaders<C extends AnyCall>(
  call: C,
  payload?: RequestOf<C> | FormData,
  params?: Record<string, string | number>,
  headers?: Record<string, string>,
): Promise<{ envelope: Envelope<ResponseOf<C>>; headers: Headers }> {
  const { url, init } = prepare(call, payload, params, headers);
  const sentAhead = headers === undefined ? (takePrimed(url, init) ?? takeEarly(call, url, init)) : undefined;
  const response = await (sentAhead ?? send(url, init));
  const inMaintenance = noticeSiteState(response.headers);
  if (response.status === 401 && call.auth !== 'none') throw new AuthExpiredError();
  const body: unknown = await response.json().catch(() => null);
  // Not an answer to this call: the maintenance screen takes over, so no toast or form repeats its text.
  if (inMaintenance) throw new SiteMaintenanceError(response.status, isEnvelope(body) ? body.message : messages.server.maintenance);
  if (isEnvelope(body)) return { envelope: body as Envelope<ResponseOf<C>>, headers: response.headers };
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
