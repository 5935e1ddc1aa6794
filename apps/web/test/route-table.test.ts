import { describe, expect, it } from 'vitest';
import { pages } from '@/app/lazy-pages';
import { href, routeAt, routeList, routes } from '@/route-table';

describe('the route table', () => {
  it('builds links with their query in the order given, encoded, leaving out what is undefined', () => {
    expect(href('vip')).toBe('/vip');
    expect(href('wallet', { type: 2, show: 1 })).toBe('/wallet?type=2&show=1');
    expect(href('wallet', { type: undefined })).toBe('/wallet');
    expect(href('login', { redirect: '/vip?x=1&y=中' })).toBe('/login?redirect=%2Fvip%3Fx%3D1%26y%3D%E4%B8%AD');
    expect(href('payInfo', { deposit_no: 'D 1/2' })).toBe('/payInfo?deposit_no=D%201%2F2');
  });

  it('finds the route of a path, with or without its query or hash', () => {
    expect(routeAt('/wallet?type=1')?.name).toBe('wallet');
    expect(routeAt('')?.name).toBe('home');
    expect(routeAt('/?pid=7')?.name).toBe('home');
    expect(routeAt('/nowhere')).toBeUndefined();
  });

  it('has one route per path and a lazily loaded page for every route', async () => {
    expect(new Set(routeList.map((route) => route.path)).size).toBe(routeList.length);
    for (const route of routeList) expect(pages[route.name], route.name).toBeDefined();
    // A page loads as its own module: the table's page names the module that is loaded.
    const vip = (await pages.vip.preload()) as { default: unknown };
    expect(vip.default).toBe((await import('@/features/vip/VipPage')).default);
  });

  it('marks every member page, and only the red packet and transfer pages invite a visitor to log in', () => {
    expect(routeList.filter((route) => route.invitesLogin).map((route) => route.name)).toEqual(['transfer', 'hongbao']);
    for (const route of routeList.filter((route) => route.invitesLogin)) expect(route.member).toBe(true);
    expect(routes.mine.member).toBe(true);
    expect('member' in routes.login).toBe(false);
  });
});
