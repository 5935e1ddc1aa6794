import { api, CARD_LIST_TYPES, MAX_SAVED_CARDS, messages, type SavedCard } from '@lobby/contract';
import { describe, expect, it } from 'vitest';
import { skipWhenUnavailable } from '../../../support/suites.ts';
import { post, registerMember, useTestApp } from '../../../support/test-app.ts';
import { testTargets } from '../../../support/test-database.ts';
import { antokenWallet, bankCard, usdtWallet } from './cards-fixtures.ts';

const ADDRESS = usdtWallet().bank_no;

describe.each(testTargets)('POST /api/bindcard and /api/getcard on $dialect', (target) => {
  if (skipWhenUnavailable(target)) return;
  // The race below sends 8 payment-password checks at once; each is reserved as a possible failure (limit 5).
  const context = useTestApp(target, { payPasswordLimits: { failures: 20, windowMs: 60_000 } });
  const bind = (payload: object, token: string) => post(context.app, api.bindcard.path, payload, token);
  const list = async (type: number, token: string) => (await post<SavedCard[]>(context.app, api.getcard.path, { type }, token)).body.data;
  const storedNumbers = async () => (await context.database.db.selectFrom('saved_cards').select('bank_no').execute()).map((row) => row.bank_no);

  it('binds a bank card: stored whole, listed masked to the last 4 digits', async () => {
    const { token } = await registerMember(context.app);
    expect((await bind(bankCard(), token)).body).toEqual({ code: 200, message: messages.card.bound, data: null });
    const [card] = await list(CARD_LIST_TYPES.bank, token);
    expect(card).toEqual({
      id: expect.any(Number),
      bank: '招商银行',
      bank_address: '深圳市福田支行',
      bank_no: '**** **** **** 1234',
      bank_owner: '李四',
      ico: '',
    });
    expect(await storedNumbers()).toContain('6225880212341234');
    expect(await list(CARD_LIST_TYPES.usdt, token)).toEqual([]);
  });

  it('binds USDT (TRC20 and ERC20) and AnToken wallets in their own lists, addresses whole and stripped of non-word characters', async () => {
    const { token } = await registerMember(context.app);
    expect((await bind(usdtWallet({ bank_no: ` ${ADDRESS.slice(0, 10)}-${ADDRESS.slice(10)} ` }), token)).body.code).toBe(200);
    expect((await bind(usdtWallet({ bank_no: `0x${'a'.repeat(40)}`, bank_owner: 'ERC20' }), token)).body.code).toBe(200);
    expect((await bind(antokenWallet(), token)).body.code).toBe(200);

    const usdt = await list(CARD_LIST_TYPES.usdt, token);
    expect(usdt.map(({ bank, bank_no, bank_owner }) => ({ bank, bank_no, bank_owner }))).toEqual([
      { bank: 'USDT', bank_no: ADDRESS, bank_owner: 'TRC20' },
      { bank: 'USDT', bank_no: `0x${'a'.repeat(40)}`, bank_owner: 'ERC20' },
    ]);
    expect(await list(CARD_LIST_TYPES.antoken, token)).toEqual([
      { id: expect.any(Number), bank: 'antoken', bank_address: '', bank_no: ADDRESS, bank_owner: 'TRC20', ico: '' },
    ]);
  });

  it.each([
    // Bank card rules of part 2 §5, in order.
    ['no cardholder (checked first)', bankCard({ bank_owner: '', bank: '', bank_no: '' }), messages.card.holderRequired],
    ['no bank', bankCard({ bank: ' ' }), messages.card.bankRequired],
    ['no branch address', bankCard({ bank_address: '' }), messages.card.bankAddressRequired],
    ['no card number', bankCard({ bank_no: '' }), messages.card.cardNumberRequired],
    ['no payment password', bankCard({ pay_pass: '' }), messages.card.payPasswordRequired],
    ['a card number under 8 digits', bankCard({ bank_no: '1234567' }), messages.card.cardNumberLength],
    ['a card number with letters', bankCard({ bank_no: '62258802abcd' }), messages.card.cardNumberLength],
    ['a payment password under 6', bankCard({ pay_pass: '12345' }), messages.card.payPasswordLength],
    ['a cardholder name over 50', bankCard({ bank_owner: '李'.repeat(51) }), messages.card.holderTooLong],
    ['a bank not in the list', bankCard({ bank: '火星银行' }), messages.card.bankRequired],
    ['a wrong payment password', bankCard({ pay_pass: '000000' }), messages.card.wrongPayPassword],
    // Wallet rules.
    ['no address', usdtWallet({ bank_no: '', bank_owner: '' }), messages.card.walletAddressRequired],
    ['an address of only non-word characters', usdtWallet({ bank_no: '--- ---' }), messages.card.walletAddressRequired],
    ['no protocol', usdtWallet({ bank_owner: '' }), messages.card.protocolRequired],
    ['no wallet payment password', usdtWallet({ pay_pass: '' }), messages.card.payPasswordRequired],
    ['an address under 26', usdtWallet({ bank_no: 'T'.repeat(25) }), messages.card.walletAddressLength],
    ['an address over 42 (never cut)', usdtWallet({ bank_no: 'T'.repeat(43) }), messages.card.walletAddressLength],
    ['a wallet payment password that is not 6 digits', usdtWallet({ pay_pass: '12345a' }), messages.card.payPasswordSixDigits],
    ['an unknown protocol', usdtWallet({ bank_owner: 'BEP20' }), messages.card.protocolRequired],
    ['ERC20 for AnToken', antokenWallet({ bank_owner: 'ERC20' }), messages.card.protocolRequired],
    ['a wrong wallet payment password', antokenWallet({ pay_pass: '000000' }), messages.card.wrongPayPassword],
  ])('refuses %s and saves nothing', async (_case, payload, message) => {
    const { token } = await registerMember(context.app);
    expect((await bind(payload, token)).body).toEqual({ code: 400, message, data: null });
    for (const type of Object.values(CARD_LIST_TYPES)) expect(await list(type, token)).toEqual([]);
  });

  it(`holds at most ${MAX_SAVED_CARDS} entries per list`, async () => {
    const { token } = await registerMember(context.app);
    for (let index = 0; index < MAX_SAVED_CARDS; index += 1) {
      expect((await bind(bankCard({ bank_no: `62258802000000${index}` }), token)).body.code).toBe(200);
    }
    expect((await bind(bankCard({ bank_no: '6225880200000099' }), token)).body).toEqual({ code: 400, message: messages.card.limitReached, data: null });
    expect(await list(CARD_LIST_TYPES.bank, token)).toHaveLength(MAX_SAVED_CARDS);
    // The other lists are counted on their own.
    expect((await bind(usdtWallet(), token)).body.code).toBe(200);
  });

  it(`keeps the limit when ${MAX_SAVED_CARDS + 3} binds arrive at once`, async () => {
    const { token } = await registerMember(context.app);
    const answers = await Promise.all(
      Array.from({ length: MAX_SAVED_CARDS + 3 }, (_, index) => bind(usdtWallet({ bank_no: `T${String(index).padStart(33, '0')}` }), token)),
    );
    expect(answers.filter((answer) => answer.body.code === 200)).toHaveLength(MAX_SAVED_CARDS);
    expect(answers.filter((answer) => answer.body.message === messages.card.limitReached)).toHaveLength(3);
    expect(await list(CARD_LIST_TYPES.usdt, token)).toHaveLength(MAX_SAVED_CARDS);
  });

  it('refuses the same number twice in a list, while another member may bind it', async () => {
    const { token } = await registerMember(context.app);
    expect((await bind(bankCard(), token)).body.code).toBe(200);
    expect((await bind(bankCard({ bank: '中国银行' }), token)).body).toEqual({ code: 409, message: messages.card.duplicate, data: null });
    expect((await bind(usdtWallet(), token)).body.code).toBe(200);
    expect((await bind(usdtWallet({ bank_no: `${ADDRESS.slice(0, 5)} ${ADDRESS.slice(5)}` }), token)).body.message).toBe(messages.card.duplicate);
    expect(await list(CARD_LIST_TYPES.bank, token)).toHaveLength(1);

    const other = await registerMember(context.app);
    expect((await bind(bankCard(), other.token)).body.code).toBe(200);
  });

  it('lists only the member\'s own entries and refuses an unknown list type', async () => {
    const owner = await registerMember(context.app);
    const other = await registerMember(context.app);
    await bind(bankCard(), owner.token);
    expect(await list(CARD_LIST_TYPES.bank, other.token)).toEqual([]);
    expect((await post(context.app, api.getcard.path, { type: 3 }, owner.token)).body).toEqual({ code: 400, message: messages.server.badRequest, data: null });
    expect((await post(context.app, api.getcard.path, { type: '1' }, owner.token)).body.data).toHaveLength(1);
    expect((await post(context.app, api.getcard.path, {}, owner.token)).status).toBe(400);
  });

  it('answers 401 without a token', async () => {
    expect((await post(context.app, api.bindcard.path, bankCard())).status).toBe(401);
    expect((await post(context.app, api.getcard.path, { type: 1 })).status).toBe(401);
  });
});
