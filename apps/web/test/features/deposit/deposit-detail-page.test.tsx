import { formatServerTime, type DepositOrder } from '@lobby/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import DepositDetailPage from '@/features/deposit/DepositDetailPage';
import { useSessionStore } from '@/stores/session-store';
import { renderAt } from '../../support/render';
import { ok, serveCalls } from '../../support/serve-calls';

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
    const { calls } = serveCalls({ payinfo: ok(order(tenMinutesAgo), 'usdtpay') });
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
    serveCalls({ payinfo: ok({ ...expired, info: { ...expired.info, paytype: 'wxpay' } }, 'wxpay') });
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
    serveCalls({ payinfo: ok(order(formatServerTime(Date.now())), 'antoken') });
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
});
