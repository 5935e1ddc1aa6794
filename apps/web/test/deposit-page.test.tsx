import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import DepositPage from '@/features/deposit/DepositPage';
import { useSessionStore } from '@/stores/session-store';
import { useUserStore } from '@/lib/member/user-store';
import { jsonResponse, mockFetch, renderAt } from './helpers';

const ok = (data: unknown, message = '') => jsonResponse({ code: 200, message, data });
const flags = { antoken: 0, card: 1, usdt: 1, wechat: 0, alipay: 0 };
const defaultRange = { min_price: 100, max_price: 20000 };
const erc20Range = { min_price: 200, max_price: 5000 };
const receiving = { bank_no: '6222000011112222', bank_owner: '平台收款', bank_data: { bank_name: '工商银行' }, bank_address: '北京分行' };

/** A server with a bound bank card, the given flags and ranges; records every request body by path. */
function depositServer(options: { cards?: number; payWays?: object; recharge?: { data: unknown; message: string } } = {}) {
  const bodies: Array<{ path: string; body: Record<string, unknown> }> = [];
  const fetchMock = mockFetch((url, init) => {
    const path = new URL(url).pathname;
    const body = init.body ? JSON.parse(String(init.body)) : {};
    bodies.push({ path, body });
    if (path === '/api/get_pay_way') return ok(options.payWays ?? flags);
    if (path === '/api/getcard') return ok(body.type === 1 ? Array.from({ length: options.cards ?? 1 }, (_, id) => ({ id })) : []);
    if (path === '/api/getPayRange') return ok(body.type === 'usdt-erc20' ? erc20Range : defaultRange);
    if (path === '/api/getpaybank') return ok([receiving]);
    if (path === '/api/recharge' && options.recharge) return ok(options.recharge.data, options.recharge.message);
    if (path === '/api/recharge') return ok({ deposit_no: 'D1' }, body.paytype === 'bank' ? '提交成功，请等待后台审核' : 'D20260101');
    return ok(null);
  });
  return { fetchMock, bodies };
}

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

async function submitExpecting(text: string) {
  fireEvent.click(screen.getByRole('button', { name: '提交' }));
  expect(await screen.findByText(text)).toBeTruthy();
}

describe('DepositPage', () => {
  it('opens on the first enabled method and checks the bank form, then the range, before submitting for review', async () => {
    useSessionStore.setState({ token: 'tok' });
    const { bodies } = depositServer();
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
    fill('银行类型', '建设银行');
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
    expect(bodies.find((call) => call.path === '/api/getPayRange')?.body).toEqual({ type: 'bank' });
    expect(bodies.find((call) => call.path === '/api/recharge')?.body).toEqual({
      paytype: 'bank', amount: 299, bank_owner: '张三', bank: '建设银行', bank_no: '6227', bank_address: '上海分行',
    });
  });

  it('previews USDT at the member rate, reloads the range by protocol and opens the order by its number', async () => {
    useSessionStore.setState({ token: 'tok' });
    useUserStore.setState({ userInfo: { usdtrate: 7.1 } as never });
    const { bodies } = depositServer();
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
    const ranges = bodies.filter((call) => call.path === '/api/getPayRange').map((call) => call.body.type);
    expect(ranges).toEqual(['bank', 'usdt-trc20', 'usdt-erc20']);
    expect(bodies.find((call) => call.path === '/api/recharge')?.body).toEqual({ paytype: 'usdt', amount: 1000, catepay: 'ERC20' });
  });

  it('sends AnToken deposits with bank antoken and offers customer service in the header', async () => {
    useSessionStore.setState({ token: 'tok' });
    const { bodies } = depositServer({ payWays: { ...flags, antoken: 1 } });
    renderAt('/recharge', <DepositPage />);
    expect((await screen.findByRole('tab', { name: 'AnToken' })).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: '100' }));
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/payInfo?deposit_no=D20260101'));
    expect(bodies.find((call) => call.path === '/api/recharge')?.body).toEqual({ paytype: 'antoken', amount: 100, bank: 'antoken' });
  });

  it('takes the deposit number from the message whatever it holds, and from data only when the message is empty', async () => {
    useSessionStore.setState({ token: 'tok' });
    // A spec back end: the message is the number (punctuation included) and data says nothing.
    depositServer({ payWays: { ...flags, antoken: 1 }, recharge: { data: null, message: ' DP-2026/01_7 ' } });
    const first = renderAt('/recharge', <DepositPage />);
    fireEvent.click(await screen.findByRole('button', { name: '100' }));
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/payInfo?deposit_no=DP-2026%2F01_7'));
    first.unmount();

    depositServer({ payWays: { ...flags, antoken: 1 }, recharge: { data: { deposit_no: 'D77' }, message: '' } });
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
