import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RequireAuth } from '@/app/RequireAuth';
import { useSessionStore } from '@/stores/session-store';
import { renderAt } from '../support/render';

function routes() {
  return (
    <Routes>
      <Route path="/login" element={<p>login screen</p>} />
      <Route path="/recharge" element={<RequireAuth><p>deposit screen</p></RequireAuth>} />
    </Routes>
  );
}

describe('RequireAuth', () => {
  it('sends a visitor to /login with the full target path and query as redirect', () => {
    renderAt('/recharge?type=2&show=1', routes());
    expect(screen.getByText('login screen')).toBeTruthy();
    const location = screen.getByTestId('location').textContent ?? '';
    const params = new URLSearchParams(location.split('?')[1]);
    expect(location.startsWith('/login?')).toBe(true);
    expect(params.get('redirect')).toBe('/recharge?type=2&show=1');
  });

  it('lets a member with a session token in', () => {
    useSessionStore.setState({ token: 'tok' });
    renderAt('/recharge', routes());
    expect(screen.getByText('deposit screen')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/recharge');
  });

  it('sends a member whose session ends on the page to plain /login', () => {
    useSessionStore.setState({ token: 'tok' });
    renderAt('/recharge', routes());
    act(() => useSessionStore.setState({ token: '' }));
    expect(screen.getByText('login screen')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/login');
  });
});
