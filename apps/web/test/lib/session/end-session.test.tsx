import { api } from '@lobby/contract';
import { useQuery } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installErrorPolicy } from '@/app/error-policy';
import { useLogout } from '@/features/auth/hooks/useLogout';
import { fetchData } from '@/lib/api-client';
import { useSessionStore } from '@/stores/session-store';
import { useUserStore } from '@/lib/member/user-store';
import { renderAt } from '../../support/render';
import { member as memberOf } from '../../support/fixtures';
import { httpError, networkFailure, serveCalls } from '../../support/serve-calls';

const member = memberOf({ username: 'player01', balance: 5, gameblance: 0, isblack: 0, status: 1 });

function LogoutButton() {
  const logout = useLogout();
  return <button onClick={() => void logout()}>logout</button>;
}

function BalanceProbe({ showStatus = false }: { showStatus?: boolean }) {
  const probe = useQuery({ queryKey: ['probe'], queryFn: () => fetchData(api.balance, {}), retry: false });
  return showStatus ? <output>{probe.status}</output> : null;
}

describe('leaving a session', () => {
  it('logout asks first, then clears the member and goes to /login even when the call fails', async () => {
    useSessionStore.setState({ token: 'tok' });
    useUserStore.setState({ userInfo: member });
    serveCalls({ logoff: networkFailure });
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
    serveCalls({ balance: httpError(401) });
    renderAt('/', <BalanceProbe />);
    expect(await screen.findByText('认证失败')).toBeTruthy();
    expect(screen.getByText('您的账号登陆过期，请重新登陆')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '我知道了' }));
    await waitFor(() => expect(window.location.hash).toBe('#/login'));
    expect(useSessionStore.getState().token).toBe('');
    expect(useUserStore.getState().userInfo).toBeNull();
  });

  it('a 401 that arrives after the member has left (a password change) shows no dialog', async () => {
    installErrorPolicy();
    useSessionStore.setState({ token: '' });
    serveCalls({ balance: httpError(401) });
    renderAt('/login', <BalanceProbe showStatus />);
    expect(await screen.findByText('error')).toBeTruthy();
    // Had the 401 asked for the dialog, it would be on screen once the dialog's module is loaded.
    await import('@/lib/feedback');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
