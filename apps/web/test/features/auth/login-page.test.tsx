import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import LoginPage from '@/features/auth/LoginPage';
import { captchaCodeOf } from '@/features/auth/captcha/captcha-codes';
import { useSessionStore } from '@/stores/session-store';
import { renderAt } from '../../support/render';
import { member } from '../../support/fixtures';
import { networkFailure, rawBody, serveCalls } from '../../support/serve-calls';

const captchaImage = () => screen.getByRole('img', { name: '验证码' }) as HTMLImageElement;
const shownCode = () => captchaCodeOf(Number(/captcha\/(\d+)\.svg$/.exec(captchaImage().getAttribute('src') ?? '')?.[1]));
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: '登录' }));

describe('LoginPage', () => {
  it('shows a captcha image, as a button, chosen among the first 20', () => {
    renderAt('/login', <LoginPage />);
    const image = Number(/(\d+)\.svg$/.exec(captchaImage().src)?.[1]);
    expect(image).toBeGreaterThanOrEqual(1);
    expect(image).toBeLessThanOrEqual(20);
    expect(screen.getByRole('button', { name: '验证码' })).toBeTruthy();
  });

  it('on a captcha mismatch shows 验证码错误！, clears the field and changes the image', async () => {
    const server = serveCalls({});
    renderAt('/login', <LoginPage />);
    const before = captchaImage().src;
    type('账号', 'player01');
    type('密码', 'secret123');
    type('验证码', 'ZZZZ');
    submit();
    expect(await screen.findByText('验证码错误！')).toBeTruthy();
    expect((screen.getByLabelText('验证码') as HTMLInputElement).value).toBe('');
    expect(captchaImage().src).not.toBe(before);
    expect(server.fetch).not.toHaveBeenCalled();
  });

  it('tapping the captcha image changes it', () => {
    renderAt('/login', <LoginPage />);
    const before = captchaImage().src;
    fireEvent.click(screen.getByRole('button', { name: '验证码' }));
    expect(captchaImage().src).not.toBe(before);
  });

  it('asks for account and password first', async () => {
    renderAt('/login', <LoginPage />);
    submit();
    expect(await screen.findByText('请输入您的账号和密码！')).toBeTruthy();
  });

  it('shows the login network error when the server cannot be reached', async () => {
    serveCalls({ login_pc: networkFailure });
    renderAt('/login', <LoginPage />);
    type('账号', 'player01');
    type('密码', 'secret123');
    type('验证码', shownCode().toLowerCase());
    submit();
    expect(await screen.findByText('网络异常，请检查当前网络后重试！')).toBeTruthy();
  });

  it('on success keeps the token and goes to the redirect target', async () => {
    const { requests } = serveCalls({
      login_pc: { new_api_token: 'tok-new' },
      user: member({ username: 'player01', isblack: 0, status: 1 }),
    });
    renderAt('/login?redirect=%2Frecharge%3Ftype%3D2', <LoginPage />);
    type('账号', 'player01');
    type('密码', 'secret123');
    type('验证码', shownCode());
    submit();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/recharge?type=2'));
    expect(useSessionStore.getState().token).toBe('tok-new');
    expect(requests[0]?.payload).toEqual({ name: 'player01', password: 'secret123', code: shownCode() });
  });

  it('signs in with a token answered beside code, message and data (the spec does not place it)', async () => {
    serveCalls({
      login_pc: rawBody({ code: 200, message: '', data: null, new_api_token: 'tok-top' }),
      user: member({ username: 'player01', isblack: 0, status: 1 }),
    });
    renderAt('/login', <LoginPage />);
    type('账号', 'player01');
    type('密码', 'secret123');
    type('验证码', shownCode());
    submit();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    expect(useSessionStore.getState().token).toBe('tok-top');
  });
});
