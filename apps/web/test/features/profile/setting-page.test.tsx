import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import SettingPage from '@/features/profile/SettingPage';
import { useUserStore } from '@/lib/member/user-store';
import { renderAt } from '../../support/render';
import { member } from '../../support/fixtures';

describe('SettingPage', () => {
  it('shows the member\'s basic info and links to every account page', () => {
    useUserStore.setState({
      userInfo: member({ username: 'player01', realname: '张三', birthday: '1990-05-01', email: 'a@b.cn', mobile: '13800138000' }),
    });
    renderAt('/setting', <SettingPage />);
    const info = screen.getByRole('region', { name: '账户信息' });
    for (const text of ['player01', '张三', '1990-05-01', 'a@b.cn', '13800138000']) expect(info.textContent).toContain(text);
    const links = within(screen.getByRole('navigation', { name: '账户管理' })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/userInfo', '/password?type=1', '/password?type=2', '/wallet?type=1', '/wallet?type=2', '/boutBallBet',
    ]);
  });

  it('prompts for a mobile number when none is set', () => {
    useUserStore.setState({ userInfo: member({ username: 'player01', realname: '', birthday: '', email: '', mobile: '' }) });
    renderAt('/setting', <SettingPage />);
    expect(screen.getByRole('link', { name: '未绑定手机号，点击完善' }).getAttribute('href')).toBe('/userInfo');
  });
});
