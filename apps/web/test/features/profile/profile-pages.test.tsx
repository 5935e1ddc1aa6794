import { fireEvent, screen, waitFor } from '@testing-library/react';
import { api } from '@lobby/contract';
import { describe, expect, it } from 'vitest';
import { installErrorPolicy } from '@/app/error-policy';
import PasswordPage from '@/features/profile/PasswordPage';
import UserInfoPage from '@/features/profile/UserInfoPage';
import { BASE_URL_KEY } from '@/lib/base-url';
import { useSessionStore } from '@/stores/session-store';
import { useUserStore } from '@/lib/member/user-store';
import { renderAt } from '../../support/render';
import { member } from '../../support/fixtures';
import { refused, serveCalls } from '../../support/serve-calls';

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const valueOf = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;
const player = member({ username: 'player01', realname: '张三', birthday: '1990-05-01', email: '', mobile: '', balance: 0 });

describe('UserInfoPage', () => {
  it('shows username and real name read-only and checks mobile, e-mail, birthday in order', async () => {
    useUserStore.setState({ userInfo: { ...player, birthday: '' } });
    const server = serveCalls({});
    renderAt('/userInfo', <UserInfoPage />);
    expect(screen.getByText('player01')).toBeTruthy();
    expect(screen.getByText('张三')).toBeTruthy();
    const save = () => fireEvent.click(screen.getByRole('button', { name: '保存' }));
    save();
    expect(await screen.findByText('请输入正确的手机号码')).toBeTruthy();
    type('手机号码', '15412345678');
    save();
    expect(await screen.findByText('请输入正确的手机号码')).toBeTruthy();
    type('手机号码', '13800138000');
    type('电子邮箱', 'me@example');
    save();
    expect(await screen.findByText('请输入正确的邮箱')).toBeTruthy();
    type('电子邮箱', 'me@example.com');
    save();
    expect(await screen.findByText('请输入正确的日期格式：YYYY-MM-DD')).toBeTruthy();
    expect(server.fetch).not.toHaveBeenCalled();
  });

  it('saves, updates the local copy, reads the user info again and says 操作成功', async () => {
    useSessionStore.setState({ token: 'tok' });
    useUserStore.setState({ userInfo: player });
    const { calls } = serveCalls({
      updateuserinfo: null,
      user: { ...player, email: 'me@example.com', mobile: '13800138000', vip: 2 },
    });
    renderAt('/userInfo', <UserInfoPage />);
    expect(screen.getByRole('button', { name: '出生日期' }).textContent).toBe('1990-05-01');
    type('手机号码', '13800138000');
    type('电子邮箱', 'me@example.com');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('操作成功')).toBeTruthy();
    expect(calls.updateuserinfo[0]).toEqual({
      email: 'me@example.com', mobile: '13800138000', birthday: '1990-05-01',
    });
    await waitFor(() => expect(useUserStore.getState().userInfo?.vip).toBe(2));
    expect(useUserStore.getState().userInfo?.mobile).toBe('13800138000');
  });
});

describe('PasswordPage', () => {
  const submit = () => fireEvent.click(screen.getByRole('button', { name: '确认修改' }));

  it('titles itself by type and limits the payment fields to 6 digits', () => {
    renderAt('/password?type=2', <PasswordPage />);
    expect(screen.getByRole('heading', { name: '修改支付密码' })).toBeTruthy();
    type('当前密码', '12ab3456789');
    expect(valueOf('当前密码')).toBe('123456789');
    expect(screen.getByLabelText('新密码').getAttribute('maxlength')).toBe('6');
  });

  it('checks the seven rules in order; the same new password also clears the form', async () => {
    const server = serveCalls({});
    renderAt('/password?type=1', <PasswordPage />);
    expect(screen.getByRole('heading', { name: '修改登录密码' })).toBeTruthy();
    expect(screen.getByLabelText('新密码').getAttribute('maxlength')).toBe('16');
    const expectToast = async (text: string) => expect(await screen.findByText(text)).toBeTruthy();
    submit();
    await expectToast('请输入旧密码');
    type('当前密码', 'abc');
    submit();
    await expectToast('请输入新密码');
    type('新密码', 'abc');
    submit();
    await expectToast('请输入正确的旧密码长度');
    type('当前密码', 'old12345');
    submit();
    await expectToast('请输入正确的新密码长度');
    type('新密码', 'old12345');
    submit();
    await expectToast('请输入确认密码');
    type('确认密码', 'other123');
    submit();
    await expectToast('两次输入的密码不一致！');
    type('确认密码', 'old12345');
    submit();
    await expectToast('新旧密码不能相同！');
    expect([valueOf('当前密码'), valueOf('新密码'), valueOf('确认密码')]).toEqual(['', '', '']);
    expect(server.fetch).not.toHaveBeenCalled();
  });

  it('after a login-password change forgets the member and opens /login', async () => {
    useSessionStore.setState({ token: 'tok' });
    useUserStore.setState({ userInfo: player });
    localStorage.setItem(BASE_URL_KEY, 'http://line2.example');
    localStorage.setItem('other', 'x');
    const { calls, requests } = serveCalls({ editPassword: null });
    renderAt('/password?type=1', <PasswordPage />);
    type('当前密码', 'old12345');
    type('新密码', 'new12345');
    type('确认密码', 'new12345');
    submit();
    expect(await screen.findByText('密码修改成功！')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login'));
    expect(requests[0]?.url).toBe(`http://line2.example${api.editPassword.path}`);
    expect(calls.editPassword[0]).toEqual({ password: 'old12345', paypassword: 'new12345', newpasword: 'new12345' });
    expect(useSessionStore.getState().token).toBe('');
    expect(useUserStore.getState().userInfo).toBeNull();
    expect(localStorage.getItem('other')).toBeNull();
    expect(localStorage.getItem(BASE_URL_KEY)).toBe('http://line2.example');
  });

  it('after a payment-password change only clears the form', async () => {
    useSessionStore.setState({ token: 'tok' });
    const { requests } = serveCalls({ editPayPassword: null });
    renderAt('/password?type=2', <PasswordPage />);
    type('当前密码', '123456');
    type('新密码', '654321');
    type('确认密码', '654321');
    submit();
    expect(await screen.findByText('密码修改成功！')).toBeTruthy();
    expect(requests[0]?.key).toBe('editPayPassword');
    await waitFor(() => expect(valueOf('当前密码')).toBe(''));
    expect(screen.getByTestId('location').textContent).toBe('/password?type=2');
    expect(useSessionStore.getState().token).toBe('tok');
  });

  it('shows the server\'s refusal and keeps the form', async () => {
    installErrorPolicy();
    useSessionStore.setState({ token: 'tok' });
    serveCalls({ editPassword: refused(400, '旧密码错误') });
    renderAt('/password?type=1', <PasswordPage />);
    type('当前密码', 'old12345');
    type('新密码', 'new12345');
    type('确认密码', 'new12345');
    submit();
    expect(await screen.findByText('旧密码错误')).toBeTruthy();
    expect(valueOf('新密码')).toBe('new12345');
    expect(useSessionStore.getState().token).toBe('tok');
  });
});
