import { FREE_TRANSFER, IDEMPOTENT_CALLS, PLATFORM_WALLET, REQUEST_IN_PROGRESS_CODE, api, messages } from '@lobby/contract';
import { describe, expect, it, vi } from 'vitest';
import { applyActivity } from '@/features/activity/api/apply-activity';
import { recoverAllBalances } from '@/features/balance/api/recover-all-balances';
import { recharge } from '@/features/deposit/api/recharge';
import { getGameUrl } from '@/features/game/api/get-game-url';
import { claimRebates } from '@/features/records/api/claim-rebates';
import { grabRedPacket } from '@/features/red-packet/api/grab-red-packet';
import { setFreeTransfer } from '@/features/transfer/api/set-free-transfer';
import { transferBalance } from '@/features/transfer/api/transfer-balance';
import { bindCard } from '@/features/wallet/api/bind-card';
import { deleteCard } from '@/features/wallet/api/delete-card';
import { withdraw } from '@/features/withdrawal/api/withdraw';
import { primeRequest } from '@/lib/api-client';
import { AuthExpiredError, NetworkError } from '@/lib/errors';
import { submissionKey } from '@/lib/submission-key';
import { submit } from '@/lib/submit';
import { httpError, networkFailure, ok, refused, serveCalls, untilAborted, type AnswerFn } from '../support/serve-calls';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const success = () => ok(null, '转账成功');
const refusal = () => refused(400, '余额不足');
const inProgress = () => refused(REQUEST_IN_PROGRESS_CODE, messages.idempotency.inProgress);
const lost = networkFailure;
const idempotencyKey = (init: RequestInit) => (init.headers as Record<string, string>)['Idempotency-Key'];

let amounts = 0;
/** A transfer payload no other test sends: the open submissions are kept per call for the page's life. */
const newTransfer = () => ({ amount: 1 + ++amounts, sourcetype: PLATFORM_WALLET, targettype: 'ag' });

/** Answers each transfer in turn with the next of `answers`, recording the Idempotency-Key it carried. */
function answering(...answers: Array<AnswerFn<'transfer'>>) {
  const keys: Array<string | undefined> = [];
  serveCalls({
    transfer: (call) => {
      keys.push(idempotencyKey(call.init));
      return answers.shift()!(call);
    },
  });
  return keys;
}

describe('the submission key of a money-moving call', () => {
  it('is a fresh UUID sent as the Idempotency-Key header', async () => {
    const keys = answering(success);
    await submit(api.transfer, newTransfer());
    expect(keys[0]).toMatch(UUID);
  });

  it('is kept when the same submission is sent again after a network failure', async () => {
    const payload = newTransfer();
    const keys = answering(lost, success);
    await expect(submit(api.transfer, payload)).rejects.toBeInstanceOf(NetworkError);
    await submit(api.transfer, { ...payload });
    expect(keys[1]).toBe(keys[0]);
  });

  it('is kept across a retry after the 30 s time-out', async () => {
    vi.useFakeTimers();
    const payload = newTransfer();
    const keys = answering(
      // Never answers: the client's own time-out aborts it.
      untilAborted,
      success,
    );
    const first = submit(api.transfer, payload);
    const timedOut = expect(first).rejects.toMatchObject({ name: 'NetworkError', timedOut: true });
    await vi.advanceTimersByTimeAsync(30_000);
    await timedOut;
    await submit(api.transfer, payload);
    expect(keys[1]).toBe(keys[0]);
  });

  it('is kept while the server says the first request is still running, and after a gateway page', async () => {
    const payload = newTransfer();
    const keys = answering(inProgress, () => httpError(502, '<html>502</html>'), success);
    expect((await submit(api.transfer, payload)).code).toBe(REQUEST_IN_PROGRESS_CODE);
    await expect(submit(api.transfer, payload)).rejects.toMatchObject({ name: 'ApiError' });
    await submit(api.transfer, payload);
    expect(new Set(keys).size).toBe(1);
  });

  it('is new for the next submission after a success, a refusal or an ended session', async () => {
    const payload = newTransfer();
    const keys = answering(success, refusal, () => httpError(401), success);
    await submit(api.transfer, payload);
    await submit(api.transfer, payload);
    await expect(submit(api.transfer, payload)).rejects.toBeInstanceOf(AuthExpiredError);
    await submit(api.transfer, payload);
    expect(new Set(keys).size).toBe(4);
  });

  it('is new when what is sent changes, even without an answer to the first', async () => {
    const payload = newTransfer();
    const keys = answering(lost, success);
    await expect(submit(api.transfer, payload)).rejects.toBeInstanceOf(NetworkError);
    await submit(api.transfer, { ...payload, amount: payload.amount + 1 });
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('is kept per call: another call in between does not end the open submission', () => {
    const transfer = newTransfer();
    const first = submissionKey(api.transfer.path, transfer);
    expect(submissionKey(api.withdraw.path, { amount: 100, bank: 1, password: '123456' })).not.toBe(first);
    expect(submissionKey(api.transfer.path, transfer)).toBe(first);
  });

  it('goes out with its own request, never answered by one sent ahead without a key', async () => {
    const payload = newTransfer();
    const keys = answering(success, success);
    await primeRequest(api.transfer, payload);
    await submit(api.transfer, payload);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBeUndefined();
    expect(keys[1]).toMatch(UUID);
  });

  it('is sent by every money-moving call of the app', async () => {
    const done = ok(null, 'ok');
    const { requests } = serveCalls({
      transfer: done, withdraw: done, transall: done, bindcard: done, delcard: done, doactivityapply: done, dofanshui: done,
      uptransferstatus: done,
      recharge: ok({ deposit_no: 'D1' }, 'ok'),
      douserredpacket: ok({ redpacketmoney: 1 }, 'ok'),
      getGameUrl: ok({ url: 'https://venue.example/' }, 'ok'),
    });
    await transferBalance({ amount: 5, sourcetype: PLATFORM_WALLET, targettype: 'pg' });
    await withdraw({ amount: 100, bank: 1, password: '123456' });
    await recoverAllBalances();
    await recharge({ paytype: 'alipay', amount: 100 });
    await bindCard({ bank: 'USDT', bank_no: 'T'.repeat(34), bank_owner: 'TRC20', pay_pass: '123456' });
    await deleteCard({ id: 1, pay_pass: '123456' });
    await applyActivity({ activityid: 1, amount: 100 });
    await grabRedPacket();
    await claimRebates();
    await setFreeTransfer(FREE_TRANSFER.on);
    await getGameUrl({ platform: 'ag', code: '' });

    const sent = new Map(requests.map(({ url, init }) => [new URL(url).pathname, idempotencyKey(init)]));
    expect([...sent.keys()].sort()).toEqual(IDEMPOTENT_CALLS.map((call) => api[call].path).sort());
    for (const key of sent.values()) expect(key).toMatch(UUID);
  });
});
