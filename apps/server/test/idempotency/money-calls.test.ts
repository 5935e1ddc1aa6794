import { api, IDEMPOTENCY_KEY_REUSED_CODE, IDEMPOTENT_CALLS, messages, REQUEST_IN_PROGRESS_CODE, type Envelope } from '@lobby/contract';
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { redPacketClock } from '../../src/red-packets/red-packet-clock.ts';
import { skipWhenUnavailable } from '../support/suites.ts';
import { useTestApp } from '../support/test-app.ts';
import { testTargets } from '../support/test-database.ts';
import { LEDGER_INTACT, ledgerInvariants } from '../transfers/ledger-invariants.ts';
import { moneyCallCase, moneyCallCases, RED_PACKET_GRAB_TIME, type MoneyCallCase } from './money-call-cases.ts';

const PARALLEL = 6;
/** Calls without input: no 'other request' exists for them (a key is scoped by call). */
const takesNoInput = (moneyCall: MoneyCallCase) => ['transall', 'dofanshui', 'douserredpacket'].includes(moneyCall.call);
const reused = { code: IDEMPOTENCY_KEY_REUSED_CODE, message: messages.idempotency.keyReused, data: null };

/** A launch answers a fresh one-time link each time (never stored): its retries compare by code and message. */
const comparable = (call: MoneyCallCase['call'], body: Envelope<unknown>) => (call === 'getGameUrl' ? { code: body.code, message: body.message } : body);

describe.each(testTargets)('Idempotency-Key on every money-moving call on $dialect', (target) => {
  if (skipWhenUnavailable(target)) return;
  // One member's retries racing each other is the point here, not how many a minute it may send.
  // recharge pays through the sandbox provider, which is off unless turned on.
  const context = useTestApp(target, { rateLimitScale: { address: 100, member: 1000 }, paymentSandbox: true });
  beforeEach(() => void vi.spyOn(redPacketClock, 'now').mockReturnValue(RED_PACKET_GRAB_TIME));
  afterEach(() => vi.restoreAllMocks());

  const send = async (call: MoneyCallCase['call'], token: string, payload: object, key?: string) => {
    const answer = await context.app.inject({
      method: 'POST',
      url: api[call].path,
      headers: { authorization: `Bearer ${token}`, ...(key === undefined ? {} : { 'idempotency-key': key }) },
      payload,
    });
    return { status: answer.statusCode, body: answer.json() as Envelope<unknown>, replayed: answer.headers['idempotent-replayed'] === 'true' };
  };
  const prepare = (moneyCall: MoneyCallCase) => moneyCall.prepare(context.app, context.database.db);

  it('covers every call the contract lists', () => {
    expect(moneyCallCases.map((moneyCall) => moneyCall.call).sort()).toEqual([...IDEMPOTENT_CALLS].sort());
  });

  describe.each(moneyCallCases)('$call', (moneyCall) => {
    it('answers a repeat with the same key with the first answer and acts once', async () => {
      const run = await prepare(moneyCall);
      const before = await run.effect();
      const key = randomUUID();
      const first = await send(moneyCall.call, run.token, run.payload, key);
      expect(first.body.code).toBe(200);
      const afterFirst = await run.effect();
      expect(afterFirst).toBe(before + run.step);

      const repeat = await send(moneyCall.call, run.token, run.payload, key);
      expect(repeat.status).toBe(first.status);
      expect(comparable(moneyCall.call, repeat.body)).toEqual(comparable(moneyCall.call, first.body));
      expect(await run.effect()).toBe(afterFirst);
      expect(await ledgerInvariants(context.database.db)).toEqual(LEDGER_INTACT);
    });

    // A call that takes no input has no 'other request' to send: these two do not apply to it.
    const sendsInput = !takesNoInput(moneyCall);
    if (sendsInput) it('acts again for a new key, and for no key', async () => {
      const run = await prepare(moneyCall);
      const before = await run.effect();
      expect((await send(moneyCall.call, run.token, run.payload, randomUUID())).body.code).toBe(200);
      expect((await send(moneyCall.call, run.token, run.otherPayload!)).body.code).toBe(200);
      expect(await run.effect()).toBe(before + run.step + (run.otherStep ?? run.step));
    });

    if (sendsInput) it(
      'refuses the key with a different request and changes nothing',
      async () => {
        const run = await prepare(moneyCall);
        const key = randomUUID();
        expect((await send(moneyCall.call, run.token, run.payload, key)).body.code).toBe(200);
        const afterFirst = await run.effect();

        const other = await send(moneyCall.call, run.token, run.otherPayload!, key);
        expect(other).toEqual({ status: 200, body: reused, replayed: false });
        expect(await run.effect()).toBe(afterFirst);
      },
    );

    it('acts once for parallel requests with one key, each answered with the outcome', { timeout: 30_000 }, async () => {
      const run = await prepare(moneyCall);
      const before = await run.effect();
      const key = randomUUID();
      const answers = await Promise.all(Array.from({ length: PARALLEL }, () => send(moneyCall.call, run.token, run.payload, key)));

      expect(await run.effect()).toBe(before + run.step);
      const success = answers.find((answer) => !answer.replayed && answer.body.code === 200) ?? answers.find((answer) => answer.body.code === 200)!;
      for (const answer of answers) {
        // A retry that outwaits the first request is told it is still in progress; none acts again.
        if (answer.body.code === REQUEST_IN_PROGRESS_CODE) expect(answer.body.message).toBe(messages.idempotency.inProgress);
        else expect(comparable(moneyCall.call, answer.body)).toEqual(comparable(moneyCall.call, success.body));
      }
      expect(await ledgerInvariants(context.database.db)).toEqual(LEDGER_INTACT);
    });
  });

  it('keeps keys apart per member and per call', async () => {
    const [transfer, recharge] = [moneyCallCase('transfer'), moneyCallCase('recharge')];
    const first = await prepare(transfer);
    const second = await prepare(transfer);
    const key = randomUUID();
    expect((await send('transfer', first.token, first.payload, key)).body.code).toBe(200);
    expect((await send('transfer', second.token, second.otherPayload!, key)).body.code).toBe(200);
    expect(await second.effect()).toBe(1);
    const depositing = await prepare(recharge);
    expect((await send('transfer', depositing.token, first.payload, key)).body.code).toBe(400);
    expect((await send('recharge', depositing.token, depositing.payload, key)).body.code).toBe(200);
    expect(await depositing.effect()).toBe(1);
  });

  it('replays a refusal too, and a refused request moves nothing when repeated', async () => {
    const transfer = moneyCallCase('transfer');
    const run = await prepare(transfer);
    const key = randomUUID();
    const tooMuch = { ...run.payload, amount: '100000' };
    const first = await send('transfer', run.token, tooMuch, key);
    expect(first.body).toEqual({ code: 400, message: messages.server.insufficientBalance, data: null });
    expect(await send('transfer', run.token, tooMuch, key)).toEqual({ ...first, replayed: true });
    expect(await run.effect()).toBe(0);
  });

  it('refuses a malformed key before anything moves', async () => {
    const run = await prepare(moneyCallCase('transfer'));
    for (const bad of ['has space', 'x'.repeat(129), 'é']) {
      const answer = await send('transfer', run.token, run.payload, bad);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ code: 400, message: messages.server.badRequest, data: null });
    }
    expect(await run.effect()).toBe(0);
  });
});
