/**
 * Runs the contract's calls against a back end and judges each answer against the contract's
 * schemas. With an account it logs in first and ends with logoff; without one it skips member calls.
 */
import { allCalls, api, callPath, type CallDef, type CallKey, type Envelope } from '@lobby/contract';
import { answerErrors, type ConformanceLevel } from './answer-schemas.ts';
import { callPlans, type CallPlan, type Found } from './call-plans.ts';

export interface ConformanceOptions {
  baseUrl: string;
  account?: string;
  password?: string;
  /** spec (the default): only what the spec promises; lobby: also Lobby's additions. */
  level?: ConformanceLevel;
}

type Verdict = 'PASS' | 'FAIL' | 'SKIP';

export interface CallResult {
  key: CallKey;
  verdict: Verdict;
  /** The first schema error (FAIL), the skip reason (SKIP) or what was checked (PASS). */
  detail: string;
}

const REQUEST_TIMEOUT_MS = 15_000;

async function send(baseUrl: string, call: CallDef<unknown, unknown>, payload: object, token: string, params: Record<string, string>) {
  const url = new URL(callPath(call, params), baseUrl);
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  if (call.method === 'GET') {
    for (const [name, value] of Object.entries(payload)) url.searchParams.set(name, String(value));
  } else {
    headers['content-type'] = 'application/json';
  }
  const response = await fetch(url, {
    method: call.method,
    headers,
    body: call.method === 'POST' ? JSON.stringify(payload) : undefined,
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const text = await response.text();
  try {
    return { status: response.status, body: JSON.parse(text) as unknown };
  } catch {
    return { status: response.status, body: text };
  }
}

/** Remembers ids later calls need (an offer, a venue). */
function noteFound(key: CallKey, data: unknown, found: Found) {
  if (key === 'activitylist') found.activityId = (data as { data?: Array<{ id: number }> }).data?.[0]?.id;
  if (key === 'balancelist2') found.platname = (data as Array<{ platname: string }>)[0]?.platname;
}

function judge(key: CallKey, plan: CallPlan, status: number, body: unknown, level: ConformanceLevel): CallResult {
  if (status >= 500) return { key, verdict: 'FAIL', detail: `HTTP ${status}` };
  if (plan.kind === 'refused') {
    const error = answerErrors.refusal(body);
    return error
      ? { key, verdict: 'FAIL', detail: `must refuse a payload that cannot be valid: ${error}` }
      : { key, verdict: 'PASS', detail: `refused: ${(body as Envelope).message}` };
  }
  if (!answerErrors.refusal(body)) return { key, verdict: 'FAIL', detail: `refused: ${(body as Envelope).message}` };
  const error = answerErrors.success(key, body, level);
  return error ? { key, verdict: 'FAIL', detail: error } : { key, verdict: 'PASS', detail: `data matches the ${level} level` };
}

async function logIn(options: ConformanceOptions): Promise<{ result: CallResult; token: string }> {
  // The captcha is checked in the browser only (part 1 §5), so any code passes the server.
  const { status, body } = await send(options.baseUrl, api.login_pc, { name: options.account, password: options.password, code: '0000' }, '', {});
  const result = judge('login_pc', { kind: 'read', payload: () => ({}) }, status, body, options.level ?? 'spec');
  const token = result.verdict === 'PASS' ? (body as Envelope<{ new_api_token: string }>).data.new_api_token : '';
  return { result, token };
}

export async function checkConformance(options: ConformanceOptions): Promise<CallResult[]> {
  const results: CallResult[] = [];
  const level = options.level ?? 'spec';
  let token = '';
  if (options.account) {
    const login = await logIn(options);
    results.push(login.result);
    token = login.token;
  } else {
    results.push({ key: 'login_pc', verdict: 'SKIP', detail: 'no --account given' });
  }
  const found: Found = {};
  for (const [key, call] of allCalls) {
    if (key === 'login_pc' || key === 'logoff') continue;
    const plan = callPlans[key];
    if (plan.kind === 'skip') {
      results.push({ key, verdict: 'SKIP', detail: plan.reason });
      continue;
    }
    if (call.auth === 'member' && !token) {
      results.push({ key, verdict: 'SKIP', detail: options.account ? 'login failed' : 'member call: needs --account' });
      continue;
    }
    const payload = plan.kind === 'read' ? plan.payload(found) : plan.payload;
    if (typeof payload === 'string') {
      results.push({ key, verdict: 'SKIP', detail: payload });
      continue;
    }
    try {
      const { status, body } = await send(options.baseUrl, call, payload, token, { platname: found.platname ?? '' });
      const result = judge(key, plan, status, body, level);
      // An answer that lacks only an addition still holds the ids later calls need.
      if (plan.kind === 'read' && !answerErrors.success(key, body, 'spec')) noteFound(key, (body as Envelope).data, found);
      results.push(result);
    } catch (error) {
      results.push({ key, verdict: 'FAIL', detail: `no answer: ${(error as Error).message}` });
    }
  }
  const { status, body } = await send(options.baseUrl, api.logoff, {}, token, {});
  results.push(judge('logoff', { kind: 'read', payload: () => ({}) }, status, body, level));
  return results;
}
