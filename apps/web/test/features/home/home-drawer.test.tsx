import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HomeDrawer } from '@/features/home/HomeDrawer';
import { useSessionStore } from '@/stores/session-store';
import { useUserStore } from '@/lib/member/user-store';
import { renderAt } from '../../support/render';
import { member } from '../../support/fixtures';

const items = () =>
  within(screen.getByRole('navigation', { name: '导航菜单' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('HomeDrawer', () => {
  it('lists the public links for a visitor', () => {
    renderAt('/', <HomeDrawer visible onClose={() => {}} />);
    expect(items()).toEqual(['优惠活动', '在线客服', '代理登录', 'APP下载', '关于我们']);
    expect(screen.getByRole('link', { name: '代理登录' }).getAttribute('href')).toBe('/gamePage?dailiD=1');
    expect(screen.getByRole('link', { name: '关于我们' }).getAttribute('href')).toBe('/boutBallBetInfo?type=7');
  });

  it('adds the username, the member centre and logout for a member', () => {
    useSessionStore.setState({ token: 'tok' });
    useUserStore.setState({ userInfo: member({ username: 'player01' }) });
    renderAt('/', <HomeDrawer visible onClose={() => {}} />);
    expect(screen.getByText('player01')).toBeTruthy();
    expect(items()).toEqual(['会员中心', '优惠活动', '在线客服', '代理登录', 'APP下载', '关于我们', '退出登录']);
    expect(screen.getByRole('button', { name: '退出登录' })).toBeTruthy();
  });
});
