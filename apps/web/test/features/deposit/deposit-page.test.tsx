import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PayWay, RechargeResult } from '@lobby/contract';
import { describe, expect, it, vi } from 'vitest';
import DepositPage from '@/features/deposit/DepositPage';
import { useSessionStore } from '@/stores/session-store';
import { useUserStore } from '@/lib/member/user-store';
import { renderAt } from '../../support/render';
import { member, savedCard } from '../../support/fixtures';
import { ok, raw, serveCalls, type Reply } from '../../support/serve-calls';

const flags: PayWay = { antoken: 0, card: 1, usdt: 1, wechat: 0, alipay: 0 };
const defaultRange = { min_price: 100, max_price: 20000 };
const erc20Range = { min_price: 200, max_price: 5000 };
const receiving = { bank_no: '6222000011112222', bank_owner: '平台收款', bank_data: { bank_name: '工商银行' }, bank_address: '北京分行' };

/** A server with a bound bank card, the given flags and ranges. */
function depositServer(options: { cards?: number; payWays?: PayWay; recharge?: Reply<RechargeResult> } = {}) {
  return serveCalls({
    get_pay_way: options.payWays ?? flags,
    getcard: ({ payload }) => (payload.type === 1 ? Array.from({ length: options.cards ?? 1 }, (_, id) => savedCard({ id })) : []),
    getPayRange: ({ payload }) => (payload.type === 'usdt-erc20' ? erc20Range : defaultRange),
    getpaybank: [receiving],
    banklist: [{ bank_name: '建设银行' }, { bank_name: '中国银行' }],
    recharge: ({ payload }) =>
      options.recharge ?? ok({ deposit_no: 'D1' }, payload.paytype === 'bank' ? '提交成功，请等待后台审核' : 'D20260101'),
  });
}

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

async function submitExpecting(text: string) {
  fireEvent.click(screen.getByRole('button', { name: '提交' }));
  expect(await screen.findByText(text)).toBeTruthy();
}

describe('DepositPage', () => {
  it('fills the bank form from a bound card at a tap, the number too when the list gives it whole', async () => {
    useSessionStore.setState({ token: 'tok' });
    const card = savedCard({ id: 3, bank: '招商银行', bank_owner: '李四', bank_no: '6225880011223344', bank_address: '深圳分行' });
    serveCalls({
      get_pay_way: { antoken: 0, card: 1, usdt: 1, wechat: 0, alipay: 0 },
      getcard: ({ payload }) => (payload.type === 1 ? [card] : []),
      getPayRange: defaultRange,
      getpaybank: [receiving],
      banklist: [{ bank_name: '招商银行' }],
    });
    renderAt('/recharge', <DepositPage />);
    const chips = await screen.findByRole('group', { name: '使用已绑定的银行卡' });
    const chip = within(chips).getByRole('button', { name: '招商银行 ****3344' });
    fireEvent.click(chip);
    await waitFor(() => expect((screen.getByLabelText('银行卡号') as HTMLInputElement).value).toBe('6225880011223344'));
    expect((screen.getByLabelText('存款人姓名') as HTMLInputElement).value).toBe('李四');
    expect((screen.getByLabelText('银行类型') as HTMLInputElement).value).toBe('招商银行');
    expect((screen.getByLabelText('开户行地址') as HTMLInputElement).value).toBe('深圳分行');
    expect(chip.getAttribute('aria-pressed')).toBe('true');
  });

  it('asks for a masked card\'s number by its tail', async () => {
    useSessionStore.setState({ token: 'tok' });
    const card = savedCard({ id: 4, bank: '中国银行', bank_owner: '王五', bank_no: '6217 **** **** 0952', bank_address: '上海分行' });
    serveCalls({
      get_pay_way: { antoken: 0, card: 1, usdt: 1, wechat: 0, alipay: 0 },
      getcard: ({ payload }) => (payload.type === 1 ? [card] : []),
      getPayRange: defaultRange,
      getpaybank: [receiving],
      banklist: [{ bank_name: '中国银行' }],
    });
    renderAt('/recharge', <DepositPage />);
    fireEvent.click(within(await screen.findByRole('group', { name: '使用已绑定的银行卡' })).getByRole('button', { name: '中国银行 ****0952' }));
    await waitFor(() => expect((screen.getByLabelText('存款人姓名') as HTMLInputElement).value).toBe('王五'));
    const number = screen.getByLabelText('银行卡号') as HTMLInputElement;
    expect(number.value).toBe('');
    expect(number.placeholder).toBe('请输入尾号0952的完整卡号');
  });

  it('opens on the first enabled method and checks the bank form, then the range, before submitting for review', async () => {
    useSessionStore.setState({ token: 'tok' });
    const { calls } = depositServer();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    renderAt('/recharge', <DepositPage />);

    // AnToken is off, so the bank card tab (second in the order) is chosen; the manual tab comes last.
    expect((await screen.findByRole('tab', { name: '银行卡' })).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'USDT' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '人工充值' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'AnToken' })).toBeNull();

    fireEvent.click(await screen.findByRole('button', { name: '复制收款账号' }));
    expect(writeText).toHaveBeenCalledWith('6222000011112222');
    expect(await screen.findByText('复制成功！')).toBeTruthy();

    await submitExpecting('请输入存款人姓名');
    fill('存款人姓名', '张三');
    await submitExpecting('请输入银行类型');
    // The bank list is offered as suggestions: a tap fills the field.
    const suggestions = await screen.findByRole('group', { name: '银行列表' });
    fireEvent.click(within(suggestions).getByRole('button', { name: '建设银行' }));
    expect((screen.getByLabelText('银行类型') as HTMLInputElement).value).toBe('建设银行');
    await submitExpecting('请输入银行卡号');
    fill('银行卡号', '62a27');
    expect((screen.getByLabelText('银行卡号') as HTMLInputElement).value).toBe('6227');
    await submitExpecting('请输入银行地址');
    fill('开户行地址', '上海分行');
    await waitFor(() => expect(screen.getByPlaceholderText('单笔100-20000元')).toBeTruthy());
    fill('充值金额', '50');
    await submitExpecting('请输入100-20000之间的金额！');
    fireEvent.click(screen.getByRole('button', { name: '299' }));
    await submitExpecting('提交成功，请等待后台审核');

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/transRecord'));
    expect(calls.getPayRange[0]).toEqual({ type: 'bank' });
    expect(calls.recharge[0]).toEqual({
      paytype: 'bank', amount: 299, bank_owner: '张三', bank: '建设银行', bank_no: '6227', bank_address: '上海分行',
    });
  });

  it('takes a bank type the member types, one the bank list does not hold, and offers the list as suggestions', async () => {
    useSessionStore.setState({ token: 'tok' });
    const { calls } = depositServer();
    renderAt('/recharge', <DepositPage />);
    const bank = await screen.findByLabelText('银行类型') as HTMLInputElement;
    expect(bank.readOnly).toBe(false);
    expect(bank.placeholder).toBe('请输入银行类型');
    // The bound-card chips say what a tap does.
    expect(screen.getByText('点选一张卡，自动填入存款信息')).toBeTruthy();
    // The suggestions narrow to what is typed.
    fill('银行类型', '中国');
    const suggestions = await screen.findByRole('group', { name: '银行列表' });
    expect(within(suggestions).getAllByRole('button').map((button) => button.textContent)).toEqual(['中国银行']);
    fill('银行类型', '长沙农村商业银行');
    expect(screen.queryByRole('group', { name: '银行列表' })).toBeNull();
    fill('存款人姓名', '张三');
    fill('银行卡号', '6227000011112222');
    fill('开户行地址', '长沙分行');
    fireEvent.click(screen.getByRole('button', { name: '299' }));
    await submitExpecting('提交成功，请等待后台审核');
    expect(calls.recharge[0]).toMatchObject({ paytype: 'bank', bank: '长沙农村商业银行' });
  });

  it('previews USDT at the member rate, reloads the range by protocol and opens the order by its number', async () => {
    useSessionStore.setState({ token: 'tok' });
    useUserStore.setState({ userInfo: member({ usdtrate: 7.1 }) });
    const { calls } = depositServer();
    renderAt('/recharge', <DepositPage />);

    fireEvent.click(await screen.findByRole('tab', { name: '银行卡' }));
    fill('充值金额', '300');
    fireEvent.click(screen.getByRole('tab', { name: 'USDT' }));
    // Switching method clears the amount and starts again on TRC20.
    expect((screen.getByLabelText('充值金额') as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('button', { name: 'TRC20' }).getAttribute('aria-pressed')).toBe('true');
    fill('充值金额', '1000');
    expect(screen.getByText('140.84 USDT')).toBeTruthy();
    expect(screen.getByText('1 USDT ≈ 7.1 元')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'ERC20' }));
    await waitFor(() => expect(screen.getByPlaceholderText('单笔200-5000元')).toBeTruthy());
    fill('充值金额', '6000');
    await submitExpecting('请输入200-5000之间的金额！');
    fill('充值金额', '1000');
    fireEvent.click(screen.getByRole('button', { name: '提交' }));

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/payInfo?deposit_no=D20260101'));
    const ranges = calls.getPayRange.map((payload) => payload.type);
    expect(ranges).toEqual(['bank', 'usdt-trc20', 'usdt-erc20']);
    expect(calls.recharge[0]).toEqual({ paytype: 'usdt', amount: 1000, catepay: 'ERC20' });
  });

  it('sends AnToken deposits with bank antoken and offers customer service in the header', async () => {
    useSessionStore.setState({ token: 'tok' });
    const { calls } = depositServer({ payWays: { ...flags, antoken: 1 } });
    renderAt('/recharge', <DepositPage />);
    expect((await screen.findByRole('tab', { name: 'AnToken' })).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: '100' }));
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/payInfo?deposit_no=D20260101'));
    expect(calls.recharge[0]).toEqual({ paytype: 'antoken', amount: 100, bank: 'antoken' });
  });

  it('takes the deposit number from the message whatever it holds, and from data only when the message is empty', async () => {
    useSessionStore.setState({ token: 'tok' });
    // A spec back end: the message is the number (punctuation included) and data says nothing.
    depositServer({ payWays: { ...flags, antoken: 1 }, recharge: raw(null, ' DP-2026/01_7 ') });
    const first = renderAt('/recharge', <DepositPage />);
    fireEvent.click(await screen.findByRole('button', { name: '100' }));
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/payInfo?deposit_no=DP-2026%2F01_7'));
    first.unmount();

    depositServer({ payWays: { ...flags, antoken: 1 }, recharge: ok({ deposit_no: 'D77' }, '') });
    renderAt('/recharge', <DepositPage />);
    fireEvent.click(await screen.findByRole('button', { name: '100' }));
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/payInfo?deposit_no=D77'));
  });

  it('blocks the screen while nothing is bound, with ways to bind and to leave', async () => {
    useSessionStore.setState({ token: 'tok' });
    depositServer({ cards: 0 });
    renderAt('/recharge', <DepositPage />);
    expect(await screen.findByText('您还没有绑定任何钱包卡，请前往绑定')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '绑定USDT钱包' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/wallet?type=2&show=1'));
  });

  it('goes to customer service from the header and from the manual tab', async () => {
    useSessionStore.setState({ token: 'tok' });
    depositServer({ payWays: { antoken: 0, card: 0, usdt: 0, wechat: 0, alipay: 0 } });
    renderAt('/recharge', <DepositPage />);
    // Nothing enabled on the server: the manual tab is the one left.
    expect((await screen.findByRole('tab', { name: '人工充值' })).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: '联系客服' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/kefu'));
  });
});
