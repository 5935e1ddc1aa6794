/**
 * The web tests' stand-in for the server: answers the app's fetches by the contract's call names, so a
 * test says `serveCalls({ getcard: [card(7)] })` instead of matching URLs, and its answers are checked
 * against the contract's response types. A call the test did not serve fails the test.
 */
import { api, SITE_MAINTENANCE_CODE, SITE_STATE, SITE_STATE_HEADER, SUCCESS_CODE, type Api, type CallKey, type RequestOf, type ResponseOf } from '@lobby/contract';
import { vi, type Mock } from 'vitest';

const REPLY = Symbol('reply');

/**
 * An answer other than the plain data of a success: a message, a refusal, an HTTP failure, a body
 * outside the contract's types. `T` is the data it stands for (never: it fits every call).
 */
export interface Reply<T> {
  readonly [REPLY]: () => Response;
  /** Phantom, never set: lets `ok(data)` be checked against the call's response type. */
  readonly __data?: T;
}

type DataOf<K extends CallKey> = ResponseOf<Api[K]>;
/** What a call is answered with: its data (a success with an empty message) or a reply. */
export type Outcome<K extends CallKey> = DataOf<K> | Reply<DataOf<K>>;

/** One request of the app to call K, as an answer function and `requests` see it. */
export interface ServedCall<K extends CallKey = CallKey> {
  key: K;
  /**
   * The payload as sent: the JSON body, the multipart fields (uploadimg), or for a GET the query
   * string's fields, which are text whatever the contract's type says.
   */
  payload: RequestOf<Api[K]>;
  /** The path's `:name` segments (userapimoney's platname). */
  params: Record<string, string>;
  /** 1 for the first request of this call in this serveCalls, 2 for the next... */
  count: number;
  url: string;
  init: RequestInit;
}

export type AnswerFn<K extends CallKey> = (call: ServedCall<K>) => Outcome<K> | Promise<Outcome<K>>;
export type Answer<K extends CallKey> = Outcome<K> | AnswerFn<K>;
export type Answers = { [K in CallKey]?: Answer<K> };

export interface ServeOptions {
  /**
   * Opts in to answering every call the test did not serve (instead of failing the test), for a
   * screen whose side calls the test does not care about.
   */
  otherwise?: (call: ServedCall) => Reply<unknown> | Promise<never>;
}

export interface ServedCalls {
  /** The payloads sent to each call, in order (empty for a call never made). */
  calls: { readonly [K in CallKey]: Array<RequestOf<Api[K]>> };
  /** Every request, in order. */
  requests: ServedCall[];
  /** The fetch stub itself, for `toHaveBeenCalled`. */
  fetch: Mock<typeof fetch>;
}

// ------------------------------------------------------------------ replies

function reply<T>(toResponse: () => Response): Reply<T> {
  return { [REPLY]: toResponse };
}

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A success carrying a message (the plain data answers with an empty one). */
export function ok<T>(data: T, message = ''): Reply<T> {
  return reply(() => jsonResponse({ code: SUCCESS_CODE, message, data }));
}

/** The server's refusal: an envelope with a code other than 200, data null, HTTP 200. */
export function refused(code: number, message: string): Reply<never> {
  return reply(() => jsonResponse({ code, message, data: null }));
}

/**
 * An HTTP failure: the given status with an envelope of the same code (401 ends a session), or a body
 * of text that is not the server's own answer (a gateway's error page).
 */
export function httpError(
  status: number,
  body: string | { code: number; message: string; data: null } = { code: status, message: '', data: null },
): Reply<never> {
  return reply(() => (typeof body === 'string' ? new Response(body, { status }) : jsonResponse(body, status)));
}

/** The reference server's refusal of a call during maintenance: HTTP 503, the repair text, X-Lobby-Site-State: 0. */
export function maintenanceRefusal(repairTips: string): Reply<never> {
  return reply(() => new Response(JSON.stringify({ code: SITE_MAINTENANCE_CODE, message: repairTips, data: null }), {
    status: SITE_MAINTENANCE_CODE,
    headers: { 'Content-Type': 'application/json', [SITE_STATE_HEADER]: String(SITE_STATE.maintenance) },
  }));
}

/**
 * A success whose data the contract's types do not allow: what a back end that answers only what the
 * spec lists sends (digit strings, null lists, missing fields). Named so that such answers stay visible.
 */
export function raw(data: unknown, message = ''): Reply<never> {
  return reply(() => jsonResponse({ code: SUCCESS_CODE, message, data }));
}

/** A whole body the envelope's type does not describe (a token beside code, message and data). */
export function rawBody(body: unknown): Reply<never> {
  return reply(() => jsonResponse(body));
}

/** Rejects as fetch does when the network is down; each call makes a new one. */
class NetworkDown extends TypeError {}
export function networkFailure(): Promise<never> {
  return Promise.reject(new NetworkDown('Failed to fetch'));
}

/** Never answers; rejects as fetch does once the client aborts the request (its time-out). */
export function untilAborted({ init }: { init: RequestInit }): Promise<never> {
  return new Promise((_resolve, reject) => {
    init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
  });
}

/** Never answers, whatever happens. */
export function noAnswer(): Promise<never> {
  return new Promise(() => {});
}

/** An answer held back until the test releases it: `serveCalls({ x: answer.answer })`, later `answer.release(data)`. */
export function held<K extends CallKey>() {
  const waiting: Array<(outcome: Outcome<K>) => void> = [];
  return {
    answer: (): Promise<Outcome<K>> => new Promise((resolve) => waiting.push(resolve)),
    release(outcome: Outcome<K>): void {
      for (const resolve of waiting.splice(0)) resolve(outcome);
    },
  };
}

// ------------------------------------------------------------------ matching a request to its call

const callRoutes = (Object.keys(api) as CallKey[]).map((key) => {
  const { method, path } = api[key];
  const names = [...path.matchAll(/:([A-Za-z_]\w*)/g)].map((match) => match[1]!);
  const pattern = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z_]\w*/g, '([^/]+)');
  return { key, method, names, pattern: new RegExp(`${pattern}$`) };
});

function readPayload(url: URL, init: RequestInit): unknown {
  const { body } = init;
  if (typeof body === 'string') return JSON.parse(body);
  if (body instanceof FormData) return Object.fromEntries(body.entries());
  return Object.fromEntries(url.searchParams.entries());
}

// ------------------------------------------------------------------ the stub

/** Calls made in the running test that nobody served: reported by `assertAllCallsServed` (setup.ts). */
const unserved: string[] = [];

function fail(problem: string): Promise<never> {
  unserved.push(problem);
  return Promise.reject(new Error(problem));
}

/** Fails the test that made a call it did not serve, or whose answer function threw. */
export function assertAllCallsServed(): void {
  const problems = unserved.splice(0);
  if (problems.length) throw new Error(`serveCalls: ${problems.join('; ')}`);
}

/** Replaces fetch with answers by call name; a later serveCalls in the same test replaces this one. */
export function serveCalls(answers: Answers, options: ServeOptions = {}): ServedCalls {
  const calls = Object.fromEntries(callRoutes.map(({ key }) => [key, []])) as unknown as Record<CallKey, unknown[]>;
  const requests: ServedCall[] = [];

  async function answer(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
    const url = new URL(String(input), window.location.origin);
    const method = init.method ?? 'GET';
    const route = callRoutes.find(({ pattern }) => pattern.test(url.pathname));
    if (!route) return fail(`${method} ${url.href} is no call of the contract`);
    if (route.method !== method) return fail(`${method} ${url.pathname}: the contract sends ${route.key} as ${route.method}`);
    const values = route.pattern.exec(url.pathname)!.slice(1);
    const call: ServedCall = {
      key: route.key,
      payload: readPayload(url, init) as ServedCall['payload'],
      params: Object.fromEntries(route.names.map((name, index) => [name, decodeURIComponent(values[index]!)])),
      count: calls[route.key].length + 1,
      url: String(input),
      init,
    };
    calls[route.key].push(call.payload);
    requests.push(call);

    // One call's answer, read without its key's types (the map's type already checked them).
    const given: unknown = answers[route.key];
    const answerFn = (given === undefined ? options.otherwise : typeof given === 'function' ? given : () => given) as
      | ((call: ServedCall) => unknown)
      | undefined;
    if (!answerFn) return fail(`${route.key} (${method} ${url.pathname}) was called but not served`);
    let outcome: unknown;
    try {
      outcome = await answerFn(call);
    } catch (error) {
      // What a network does (a failure, an abort) reaches the app; a mistake in the answer fails the test.
      if (error instanceof NetworkDown || (error instanceof DOMException && error.name === 'AbortError')) throw error;
      return fail(`the answer to ${route.key} threw ${String(error)}`);
    }
    if (typeof outcome === 'object' && outcome !== null && REPLY in outcome) return (outcome as Reply<unknown>)[REPLY]();
    return jsonResponse({ code: SUCCESS_CODE, message: '', data: outcome });
  }

  const fetchMock = vi.fn(answer) as unknown as Mock<typeof fetch>;
  vi.stubGlobal('fetch', fetchMock);
  return { calls: calls as ServedCalls['calls'], requests, fetch: fetchMock };
}
