import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { VisitorOnly } from '@/features/auth/VisitorOnly';
import { useSessionStore } from '@/stores/session-store';
import { renderAt } from '../../support/render';

function routes() {
  return (
    <Routes>
      <Route path="/" element={<p>home screen</p>} />
      <Route path="/vip" element={<p>vip screen</p>} />
      <Route path="/login" element={<VisitorOnly><p>login screen</p></VisitorOnly>} />
      <Route path="/register" element={<VisitorOnly><p>register screen</p></VisitorOnly>} />
    </Routes>
  );
}

describe('VisitorOnly', () => {
  it('sends a member who opens /login or /register home', () => {
    useSessionStore.setState({ token: 'tok' });
    renderAt('/login', routes());
    expect(screen.getByText('home screen')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/');
  });

  it('sends a member who opens /register home too', () => {
    useSessionStore.setState({ token: 'tok' });
    renderAt('/register', routes());
    expect(screen.getByTestId('location').textContent).toBe('/');
  });

  it('sends a member to the redirect target /login carries, when it is a page of the app', () => {
    useSessionStore.setState({ token: 'tok' });
    renderAt('/login?redirect=%2Fvip', routes());
    expect(screen.getByText('vip screen')).toBeTruthy();
  });

  it('shows a visitor the form, and leaves a sign-in made on the page to the form', () => {
    renderAt('/login', routes());
    expect(screen.getByText('login screen')).toBeTruthy();
    act(() => useSessionStore.setState({ token: 'tok' }));
    expect(screen.getByText('login screen')).toBeTruthy();
  });
});
