import { api, CARD_LIST_TYPES, messages, type SavedCard } from '@lobby/contract';
import { describe, expect, it } from 'vitest';
import { skipWhenUnavailable } from '../../../support/suites.ts';
import { post, registerMember, useTestApp } from '../../../support/test-app.ts';
import { testTargets } from '../../../support/test-database.ts';
import { bankCard, PAY_PASSWORD, usdtWallet } from './cards-fixtures.ts';
import { firstRow } from '../../../support/rows.ts';

describe.each(testTargets)('POST /api/delcard on $dialect', (target) => {
  if (skipWhenUnavailable(target)) return;
  const context = useTestApp(target);
  const list = async (type: number, token: string) => (await post<SavedCard[]>(context.app, api.getcard.path, { type }, token)).body.data;
  const unbind = (id: unknown, pay_pass: unknown, token: string) => post(context.app, api.delcard.path, { id, pay_pass }, token);

  /** A member with one bank card and one USDT wallet. */
  async function memberWithCards() {
    const member = await registerMember(context.app);
    await post(context.app, api.bindcard.path, bankCard(), member.token);
    await post(context.app, api.bindcard.path, usdtWallet(), member.token);
    const card = firstRow(await list(CARD_LIST_TYPES.bank, member.token));
    return { token: member.token, cardId: card.id };
  }

  it('unbinds the member\'s entry after the payment password', async () => {
    const { token, cardId } = await memberWithCards();
    expect((await unbind(cardId, PAY_PASSWORD, token)).body).toEqual({ code: 200, message: messages.card.unbound, data: null });
    expect(await list(CARD_LIST_TYPES.bank, token)).toEqual([]);
    expect(await list(CARD_LIST_TYPES.usdt, token)).toHaveLength(1);
  });

  it.each([
    ['no payment password', ''],
    ['a payment password of 5 digits', '12345'],
    ['a payment password with a letter', '12345a'],
    ['a payment password of 7 digits', '1234567'],
  ])('refuses %s with the 6-digit message', async (_case, payPass) => {
    const { token, cardId } = await memberWithCards();
    expect((await unbind(cardId, payPass, token)).body).toEqual({ code: 400, message: messages.card.payPasswordSixDigits, data: null });
    expect(await list(CARD_LIST_TYPES.bank, token)).toHaveLength(1);
  });

  it('refuses a wrong payment password and keeps the entry', async () => {
    const { token, cardId } = await memberWithCards();
    expect((await unbind(cardId, '000000', token)).body).toEqual({ code: 400, message: messages.card.wrongPayPassword, data: null });
    expect(await list(CARD_LIST_TYPES.bank, token)).toHaveLength(1);
  });

  it('refuses another member\'s id exactly like an unknown one', async () => {
    const owner = await memberWithCards();
    const intruder = await registerMember(context.app);
    const foreign = await unbind(owner.cardId, PAY_PASSWORD, intruder.token);
    const unknown = await unbind(999_999, PAY_PASSWORD, intruder.token);
    expect(foreign).toEqual(unknown);
    expect(foreign.body).toEqual({ code: 404, message: messages.card.notFound, data: null });
    expect(await list(CARD_LIST_TYPES.bank, owner.token)).toHaveLength(1);
  });

  it('reads the id as a number or as text; anything else is an unknown id, or malformed past its column', async () => {
    const { token, cardId } = await memberWithCards();
    for (const id of ['abc', -1, 1.5, '']) expect((await unbind(id, PAY_PASSWORD, token)).body.message).toBe(messages.card.notFound);
    // null (which coercion would read as 0), [id] and ids no INTEGER column holds are malformed, never a query.
    for (const id of [null, [cardId], 2_147_483_648, '9223372036854775808', 1e20]) {
      expect(await unbind(id, PAY_PASSWORD, token)).toEqual({ status: 400, body: { code: 400, message: messages.server.badRequest, data: null } });
    }
    expect((await unbind(String(cardId), PAY_PASSWORD, token)).body.code).toBe(200);
  });

  it('answers 401 without a token', async () => {
    expect((await post(context.app, api.delcard.path, { id: 1, pay_pass: PAY_PASSWORD })).status).toBe(401);
  });
});
