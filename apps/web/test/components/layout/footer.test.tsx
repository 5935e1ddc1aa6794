import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Footer } from '@/components/layout/Footer';
import { useSessionStore } from '@/stores/session-store';
import { renderAt } from '../../support/render';

function footerLinks() {
  const nav = screen.getByRole('navigation', { name: '底部导航' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

describe('Footer', () => {
  it('shows the visitor items: home, promotions, online service, login, free registration', () => {
    renderAt('/', <Footer />);
    expect(footerLinks()).toEqual([
      ['首页', '/'],
      ['优惠活动', '/activity'],
      ['在线客服', '/kefu'],
      ['登录', '/login'],
      ['免费注册', '/register'],
    ]);
  });

  it('shows the member items: home, promotions, member centre, deposit, withdrawal', () => {
    useSessionStore.setState({ token: 'tok' });
    renderAt('/', <Footer />);
    expect(footerLinks()).toEqual([
      ['首页', '/'],
      ['优惠活动', '/activity'],
      ['会员中心', '/mine'],
      ['存款', '/recharge'],
      ['取款', '/withdrawal'],
    ]);
  });

  it('marks the current page and gives every item an icon', () => {
    renderAt('/activity', <Footer />);
    expect(screen.getByRole('link', { name: '优惠活动' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: '首页' }).getAttribute('aria-current')).toBeNull();
    for (const link of screen.getAllByRole('link')) expect(link.querySelector('svg')).not.toBeNull();
  });
});
