import { formatServerTime, type DepositOrder } from '@lobby/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import DepositDetailPage from '@/features/deposit/DepositDetailPage';
import { useSessionStore } from '@/stores/session-store';
import { renderAt } from '../../support/render';
import { paged } from '../../support/fixtures';
import { ok, serveCalls } from '../../support/serve-calls';

/** The member's deposit records: the order, in the given review state (1 pending, 2 approved, 3 rejected). */
const depositRecords = (state: number) => paged([{ out_trade_no: 'D20260101', amount: 1000, pay_way: 'usdt', state, created_at: '2026-01-01 10:00:00' }], 1, 1);

const order = (createdAt: string): DepositOrder => ({
  deposit_no: 'D20260101',
  info: { amount: 1000, real_money: 140.84, created_at: createdAt, paytype: 'usdt' },
  cardlist: { mch_id: 'TXs9Xf8m3kQpL2v7RdN4aB6cE1gH5jK8', content: 'TRC20', payimg: '' },
  qrcode: '/payment-sandbox/D20260101/qr.svg',
  url: 'http://127.0.0.1/payment-sandbox/D20260101',
});

describe('DepositDetailPage', () => {
  it('shows a USDT order with its countdown ticking each second, copy, QR and the pay page', async () => {
    useSessionStore.setState({ token: 'tok' });
    const tenMinutesAgo = formatServerTime(Date.now() - 10 * 60_000);
    const { calls } = serveCalls({ payinfo: ok(order(tenMinutesAgo), 'usdtpay'), gettransrecord: depositRecords(1) });
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderAt('/payInfo?deposit_no=D20260101', <DepositDetailPage />);

    expect(await screen.findByText('1,000.00')).toBeTruthy();
    expect(calls.payinfo[0]).toEqual({ deposit_no: 'D20260101' });
    expect(screen.getByText('约 140.84 USDT')).toBeTruthy();
    const timer = screen.getByRole('timer');
    expect(timer.textContent).toMatch(/^(50:00|49:5\d)$/);
    const first = timer.textContent;
    await waitFor(() => expect(timer.textContent).not.toBe(first), { timeout: 2500 });
    expect(screen.getByRole('link', { name: '联系客服' }).getAttribute('href')).toBe('/kefu');
    expect(screen.getByText('TRC20')).toBeTruthy();
    expect(screen.getByText('USDT')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '复制收款地址' }));
    expect(writeText).toHaveBeenCalledWith('TXs9Xf8m3kQpL2v7RdN4aB6cE1gH5jK8');
    expect(await screen.findByText('复制成功！')).toBeTruthy();
    expect(screen.getByRole('img', { name: '付款二维码' }).getAttribute('src')).toBe('/payment-sandbox/D20260101/qr.svg');
    fireEvent.click(screen.getByRole('button', { name: '前往支付' }));
    expect(open).toHaveBeenCalledWith('http://127.0.0.1/payment-sandbox/D20260101', '_blank', 'noopener');

    fireEvent.click(screen.getByRole('button', { name: '资金明细' }));
    expect(screen.getByTestId('location').textContent).toBe('/transRecord');
  });

  it('stops at 00:00 once the 60 minutes have passed', async () => {
    useSessionStore.setState({ token: 'tok' });
    const expired = order(formatServerTime(Date.now() - 61 * 60_000));
    serveCalls({ payinfo: ok({ ...expired, info: { ...expired.info, paytype: 'wxpay' } }, 'wxpay'), gettransrecord: depositRecords(1) });
    renderAt('/payInfo?deposit_no=D20260101', <DepositDetailPage />);
    expect((await screen.findByRole('timer')).textContent).toBe('00:00');
    // A normal order shows neither the approximate USDT nor the receiving address.
    expect(screen.queryByText(/约 .* USDT/)).toBeNull();
    expect(screen.queryByText('收款地址')).toBeNull();
    expect(screen.getByText('微信')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '充值完成' }));
    expect(screen.getByTestId('location').textContent).toBe('/transRecord');
  });

  it('shows an AnToken order as its pay address, method and protocol', async () => {
    useSessionStore.setState({ token: 'tok' });
    serveCalls({ payinfo: ok(order(formatServerTime(Date.now())), 'antoken'), gettransrecord: depositRecords(1) });
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    renderAt('/payInfo?deposit_no=D20260101', <DepositDetailPage />);
    expect(await screen.findByText('AnToken')).toBeTruthy();
    expect(screen.getByText('TRC20')).toBeTruthy();
    expect(screen.getByText('D20260101')).toBeTruthy();
    expect(screen.queryByRole('timer')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '复制支付地址' }));
    expect(writeText).toHaveBeenCalledWith('http://127.0.0.1/payment-sandbox/D20260101');
    expect(screen.getByRole('img', { name: '付款二维码' })).toBeTruthy();
  });

  it('turns to 支付成功 once the records say the order was approved, and asks no more', async () => {
    useSessionStore.setState({ token: 'tok' });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { calls } = serveCalls({
        payinfo: ok(order(formatServerTime(Date.now() - 60_000)), 'usdtpay'),
        gettransrecord: ({ count }) => depositRecords(count === 1 ? 1 : 2),
      });
      renderAt('/payInfo?deposit_no=D20260101', <DepositDetailPage />);
      expect(await screen.findByRole('timer')).toBeTruthy();
      expect(calls.gettransrecord[0]).toEqual({ date: 4, type: 1, page: 1, api_type: '' });
      await vi.advanceTimersByTimeAsync(5_000);
      expect(await screen.findByRole('heading', { name: '支付成功' })).toBeTruthy();
      expect(screen.getByText('1,000.00 元已存入中心钱包')).toBeTruthy();
      expect(screen.queryByRole('timer')).toBeNull();
      expect(screen.queryByRole('img', { name: '付款二维码' })).toBeNull();
      expect(screen.getByText('D20260101')).toBeTruthy();
      const asked = calls.gettransrecord.length;
      await vi.advanceTimersByTimeAsync(20_000);
      expect(calls.gettransrecord.length).toBe(asked);
    } finally {
      vi.useRealTimers();
    }
  });

  it('says a refused order was refused', async () => {
    useSessionStore.setState({ token: 'tok' });
    serveCalls({ payinfo: ok(order(formatServerTime(Date.now() - 60_000)), 'usdtpay'), gettransrecord: depositRecords(3) });
    renderAt('/payInfo?deposit_no=D20260101', <DepositDetailPage />);
    expect(await screen.findByRole('heading', { name: '存款未通过审核' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '查看交易记录' }).getAttribute('href')).toBe('/transRecord');
  });

  it('asks no more once the 60 minutes are over', async () => {
    useSessionStore.setState({ token: 'tok' });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const expired = order(formatServerTime(Date.now() - 61 * 60_000));
      const { calls } = serveCalls({ payinfo: ok(expired, 'usdtpay'), gettransrecord: depositRecords(1) });
      renderAt('/payInfo?deposit_no=D20260101', <DepositDetailPage />);
      expect((await screen.findByRole('timer')).textContent).toBe('00:00');
      await waitFor(() => expect(calls.gettransrecord.length).toBe(1));
      await vi.advanceTimersByTimeAsync(20_000);
      expect(calls.gettransrecord.length).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
