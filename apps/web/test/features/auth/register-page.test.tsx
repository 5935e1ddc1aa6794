import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import RegisterPage from '@/features/auth/RegisterPage';
import { captchaCodeOf } from '@/features/auth/captcha/captcha-codes';
import { useAppStore } from '@/stores/app-store';
import { useSessionStore } from '@/stores/session-store';
import { renderAt } from '../../support/render';
import { member } from '../../support/fixtures';
import { serveCalls } from '../../support/serve-calls';

const captchaImage = () => screen.getByRole('img', { name: '验证码' }) as HTMLImageElement;
const shownCode = () => captchaCodeOf(Number(/(\d+)\.svg$/.exec(captchaImage().src)?.[1]));
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: '确认提交' }));

function fillValidForm() {
  type('账号', 'player01');
  type('密码', 'secret123');
  type('确认密码', 'secret123');
  type('支付密码', '123456');
  type('真实姓名', '张三');
  type('验证码', shownCode());
}

describe('RegisterPage', () => {
  it('checks the account first, with the contract message', async () => {
    renderAt('/register', <RegisterPage />);
    fillValidForm();
    type('账号', 'abc');
    submit();
    expect(await screen.findByText('用户名不能少于6位，须为字母和数字组合')).toBeTruthy();
  });

  it('accepts only digits in the payment password, at most 6', () => {
    renderAt('/register', <RegisterPage />);
    type('支付密码', '12a34');
    expect((screen.getByLabelText('支付密码') as HTMLInputElement).value).toBe('1234');
    expect(screen.getByLabelText('支付密码').getAttribute('maxlength')).toBe('6');
    expect(screen.getByLabelText('账号').getAttribute('maxlength')).toBe('10');
  });

  it('on a captcha mismatch clears the field and changes the image', async () => {
    renderAt('/register', <RegisterPage />);
    fillValidForm();
    const before = captchaImage().src;
    type('验证码', 'ZZZZ');
    submit();
    expect(await screen.findByText('验证码错误！')).toBeTruthy();
    expect((screen.getByLabelText('验证码') as HTMLInputElement).value).toBe('');
    expect(captchaImage().src).not.toBe(before);
  });

  it('asks for the agreement, which starts ticked', async () => {
    renderAt('/register', <RegisterPage />);
    const agreement = screen.getByRole('checkbox', { name: '我已阅读并同意相关规则和隐私条款' }) as HTMLInputElement;
    expect(agreement.checked).toBe(true);
    fireEvent.click(agreement);
    fillValidForm();
    submit();
    expect(await screen.findByText('请阅读并同意相关规则和隐私条款')).toBeTruthy();
  });

  it('registers with the stored introducer and keeps the api_token', async () => {
    useAppStore.setState({ pid: '77' });
    const { requests } = serveCalls({
      register: { api_token: 'tok-reg' },
      user: member({ username: 'player01', isblack: 0, status: 1 }),
    });
    renderAt('/register', <RegisterPage />);
    fillValidForm();
    submit();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    expect(useSessionStore.getState().token).toBe('tok-reg');
    expect(requests[0]?.payload).toMatchObject({ name: 'player01', pid: '77', paypassword: '123456' });
  });
});
