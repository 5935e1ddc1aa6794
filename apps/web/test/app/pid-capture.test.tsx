import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PidCapture } from '@/app/PidCapture';
import RegisterPage from '@/features/auth/RegisterPage';
import { useAppStore } from '@/stores/app-store';
import { useSessionStore } from '@/stores/session-store';
import { renderAt } from '../support/render';

const routes = (
  <>
    <PidCapture />
    <Routes>
      <Route path="/login" element={<p>login screen</p>} />
      <Route path="/register" element={<RegisterPage />} />
      <Route path="/" element={<p>home screen</p>} />
    </Routes>
  </>
);

describe('referral pid', () => {
  it('is saved and sends a visitor to /login?type=1&pid=', async () => {
    renderAt('/register?pid=77', routes);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login?type=1&pid=77'));
    expect(useAppStore.getState().pid).toBe('77');
  });

  it('is offered again as the introducer on the registration form', () => {
    useAppStore.setState({ pid: '77' });
    renderAt('/register', routes);
    expect((screen.getByLabelText('推荐人') as HTMLInputElement).value).toBe('77');
  });

  it('is saved without leaving the page for a member already logged in', async () => {
    useSessionStore.setState({ token: 'tok' });
    renderAt('/?pid=88', routes);
    await waitFor(() => expect(useAppStore.getState().pid).toBe('88'));
    expect(screen.getByText('home screen')).toBeTruthy();
  });
});
