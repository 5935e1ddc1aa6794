import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import WithdrawalPage from '@/features/withdrawal/WithdrawalPage';
import { useSessionStore } from '@/stores/session-store';
import { useUserStore } from '@/lib/member/user-store';
import { renderAt } from '../../support/render';
import { member } from '../../support/fixtures';
import { ok, serveCalls } from '../../support/serve-calls';

const bankCard = { id: 7, bank: '工商银行', bank_address: '北京分行', bank_owner: '张三', bank_no: '6222000011114321', ico: '' };
const wallet = (id: number, protocol: string) => ({
  id, bank: 'USDT', bank_address: '', bank_owner: protocol, bank_no: `TXs9Xf8m3kQpL2v7RdN4aB6cE1gH5jK${id}`, ico: '',
});
const user = member({ balance: 1000.5, usdtrate: 7.1, withdrawusdtrate: 7.2, withdrawcashfee: 5, withdrawfeeusdttrc: 1 });

const otherCard = { ...bankCard, id: 8, bank: '建设银行', bank_no: '6217000022225678' };

function withdrawalServer(wallets = [wallet(11, 'TRC20'), wallet(12, 'ERC20')], bankCards = [bankCard, otherCard]) {
  return serveCalls({
    getcard: ({ payload }) => (payload.type === 1 ? bankCards : payload.type === 2 ? wallets : []),
    getBetAmount: { bet_amount: 250 },
    withdraw: ok(null, '提交成功，请等待后台审核'),
  }).calls.withdraw;
}

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

async function submitExpecting(text: string) {
  fireEvent.click(screen.getByRole('button', { name: '立即提现' }));
  expect(await screen.findByText(text)).toBeTruthy();
}

describe('WithdrawalPage', () => {
  it('checks account, amount and password in order, then submits and opens the record after 1.5 s', async () => {
    useSessionStore.setState({ token: 'tok' });
    useUserStore.setState({ userInfo: user });
    const withdrawals = withdrawalServer();
    renderAt('/withdrawal', <WithdrawalPage />);

    expect(await screen.findByText('工商银行 ****4321')).toBeTruthy();
    await waitFor(() => expect((screen.getByLabelText('打码量') as HTMLInputElement).value).toBe('250.00'));
    expect(screen.getByRole('link', { name: '+ 添加银行卡' }).getAttribute('href')).toBe('/addBankCard');

    await submitExpecting('请选择要提现的银行卡');
    fireEvent.click(screen.getByText('工商银行 ****4321'));
    fill('取款金额', '99');
    await submitExpecting('单笔提现不能低于100元');
    // The read-only main wallet is a display (separators); what 全部金额 puts into the input is plain digits.
    expect((screen.getByLabelText('中心钱包') as HTMLInputElement).value).toBe('1,000.50');
    fireEvent.click(screen.getByRole('button', { name: '全部金额' }));
    expect((screen.getByLabelText('取款金额') as HTMLInputElement).value).toBe('1000.5');
    await submitExpecting('请输入您的支付密码');
    fill('支付密码', '12a3456789');
    expect((screen.getByLabelText('支付密码') as HTMLInputElement).value).toBe('123456789');
    fill('支付密码', '123456');
    await submitExpecting('提交成功，请等待后台审核');

    expect(withdrawals).toEqual([{ amount: 1000.5, bank: 7, password: '123456' }]);
    expect(screen.getByTestId('location').textContent).toBe('/withdrawal');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/transRecord'), { timeout: 2500 });
  });

  it('takes the one saved account at once', async () => {
    useSessionStore.setState({ token: 'tok' });
    useUserStore.setState({ userInfo: user });
    withdrawalServer(undefined, [bankCard]);
    renderAt('/withdrawal', <WithdrawalPage />);
    const radio = await screen.findByRole('radio', { name: '工商银行 ****4321' });
    expect((radio as HTMLInputElement).checked).toBe(true);
    fill('取款金额', '99');
    await submitExpecting('单笔提现不能低于100元');
  });

  it('shows the USDT conversion, the fee of the chosen protocol and the arrival; switching tabs clears the form', async () => {
    useSessionStore.setState({ token: 'tok' });
    useUserStore.setState({ userInfo: user });
    withdrawalServer();
    renderAt('/withdrawal', <WithdrawalPage />);
    // The form shows once the accounts and the turnover are in (QueryState).
    await screen.findByLabelText('取款金额');
    fill('取款金额', '500');
    fireEvent.click(screen.getByRole('tab', { name: 'USDT' }));
    expect(screen.getByTestId('location').textContent).toBe('/withdrawal?qutype=2');
    expect((await screen.findByLabelText<HTMLInputElement>('取款金额')).value).toBe('');

    expect(await screen.findByText('USDT (ERC20) ...cE1gH5jK12')).toBeTruthy();
    await submitExpecting('请选择钱包地址');
    fill('取款金额', '1000');
    // 1000 / 7.2 = 138.88; TRC20 fee 1 until a wallet is chosen.
    expect(screen.getByText('138.88 USDT')).toBeTruthy();
    expect(screen.getByText('137.88 USDT')).toBeTruthy();
    fireEvent.click(screen.getByText('USDT (ERC20) ...cE1gH5jK12'));
    expect(screen.getByText('5.00 USDT')).toBeTruthy();
    expect(screen.getByText('133.88 USDT')).toBeTruthy();
    expect(screen.getByRole('link', { name: '+ 添加USDT地址' }).getAttribute('href')).toBe('/wallet?type=2&show=1');
  });

  it('opens the AnToken view by qutype 3 and hides the add link at 5 saved accounts', async () => {
    useSessionStore.setState({ token: 'tok' });
    useUserStore.setState({ userInfo: user });
    withdrawalServer([1, 2, 3, 4, 5].map((id) => wallet(id, 'TRC20')));
    renderAt('/withdrawal?qutype=3', <WithdrawalPage />);
    expect(await screen.findByRole('heading', { name: 'AnToken' })).toBeTruthy();
    expect((await screen.findByRole('link', { name: '+ 添加AnToken地址' })).getAttribute('href')).toBe('/wallet?type=3&show=1');

    fireEvent.click(screen.getByRole('tab', { name: 'USDT' }));
    expect(await screen.findByText('USDT (TRC20) ...6cE1gH5jK5')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /添加/ })).toBeNull();
  });
});
