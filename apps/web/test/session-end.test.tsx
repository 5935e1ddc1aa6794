import { api } from '@lobby/contract';
import { useQuery } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installErrorPolicy } from '@/app/error-policy';
import { useLogout } from '@/features/auth/hooks/useLogout';
import { fetchData } from '@/lib/api-client';
import { useSessionStore } from '@/stores/session-store';
import { useUserStore } from '@/lib/member/user-store';
import { jsonResponse, mockFetch, renderAt } from './helpers';

const member = { username: 'player01', balance: 5, gameblance: 0, isblack: 0, status: 1 } as never;

function LogoutButton() {
  const logout = useLogout();
  return <button onClick={() => void logout()}>logout</button>;
}

function BalanceProbe() {
  useQuery({ queryKey: ['probe'], queryFn: () => fetchData(api.balance, {}) });
  return null;
}

describe('leaving a session', () => {
  it('logout asks first, then clears the member and goes to /login even when the call fails', async () => {
    useSessionStore.setState({ token: 'tok' });
    useUserStore.setState({ userInfo: member });
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    renderAt('/mine', <LogoutButton />);
    fireEvent.click(screen.getByRole('button', { name: 'logout' }));
    expect(await screen.findByText('您确定要退出登录吗?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login'));
    expect(useSessionStore.getState().token).toBe('');
    expect(useUserStore.getState().userInfo).toBeNull();
  });

  it('a 401 shows 认证失败, then clears the state and opens /login', async () => {
    installErrorPolicy();
    useSessionStore.setState({ token: 'tok' });
    useUserStore.setState({ userInfo: member });
    mockFetch(() => jsonResponse({ code: 401, message: '', data: null }, 401));
    renderAt('/', <BalanceProbe />);
    expect(await screen.findByText('认证失败')).toBeTruthy();
    expect(screen.getByText('您的账号登陆过期，请重新登陆')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '我知道了' }));
    await waitFor(() => expect(window.location.hash).toBe('#/login'));
    expect(useSessionStore.getState().token).toBe('');
    expect(useUserStore.getState().userInfo).toBeNull();
  });
});
