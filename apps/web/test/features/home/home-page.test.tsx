import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AppInfo, Game } from '@lobby/contract';
import HomePage from '@/features/home/HomePage';
import { useGamesCatalogStore } from '@/features/games-catalog/games-catalog-store';
import { siteConfig } from '@/features/home/site-config';
import { useAppStore } from '@/stores/app-store';
import { renderAt } from '../../support/render';
import { networkFailure, serveCalls, type Answers } from '../../support/serve-calls';

const appInfo = (overrides: Partial<AppInfo> = {}): AppInfo => ({
  title: '测试站点', site_state: 1, repair_tips: '', app_state: 1, ios_download_url: 'https://dl.example/ios',
  index_modal: 1, webcontent: '<p>欢迎光临</p>', redpacket_switch: 1, site_logo: '',
  ...overrides,
});

const game = (category_id: Game['category_id'], name: string, app_state = 1): Game => ({
  category_id, app_state, platform_name: 'pp', game_code: name, name, mobile_img: `/img/${name}.png`,
});

const homeBanners = [{ src: '/b1.png' }, { src: '/b2.png' }];
const homeGames = [game('sport', '皇冠体育'), game('realbet', '真人百家乐'), game('realbet', '下架游戏', 0), game('concise', '糖果派对')];

function serve(overrides: Answers = {}) {
  return serveCalls({ homenotice: ['第一条公告', '第二条公告'], bannerList: homeBanners, gameList: homeGames, ...overrides });
}

describe('HomePage', () => {
  it('joins the notices into the notice bar and shows the banners', async () => {
    useAppStore.setState({ appInfo: appInfo({ index_modal: 0 }) });
    serve();
    renderAt('/', <HomePage />);
    const notices = await screen.findByRole('region', { name: '平台公告' });
    expect(notices.textContent).toContain('第一条公告');
    expect(notices.textContent).toContain('第二条公告');
    fireEvent.click(within(notices).getByText(/第一条公告/));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/message'));
    expect(await screen.findAllByRole('img', { name: /活动轮播/ })).not.toHaveLength(0);
  });

  it('shows each tab\'s listed games, with the fishing entry on the slots tab', async () => {
    useAppStore.setState({ appInfo: appInfo({ index_modal: 0 }) });
    serve();
    renderAt('/', <HomePage />);
    // The tabs' own tiles (热门游戏 above repeats each category's first).
    const tabs = within(await screen.findByRole('region', { name: '游戏分类' }));
    expect(await tabs.findByRole('button', { name: '皇冠体育' })).toBeTruthy();
    fireEvent.click(tabs.getByText('视讯'));
    expect(await tabs.findByRole('button', { name: '真人百家乐' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '下架游戏' })).toBeNull();
    fireEvent.click(tabs.getByText('电子'));
    expect((await tabs.findByRole('link', { name: '捕鱼游戏' })).getAttribute('href')).toBe('/concise?gamecode=obgdy');
    expect(tabs.getByRole('button', { name: '糖果派对' })).toBeTruthy();
    // 热门游戏: the first listed game of each category.
    expect(within(screen.getByRole('region', { name: '热门游戏' })).getByRole('button', { name: '皇冠体育' })).toBeTruthy();
  });

  it('when the games and banners do not come, says so with 重试 in their place (not 暂无游戏), and 重试 brings them', async () => {
    useAppStore.setState({ appInfo: appInfo({ index_modal: 0 }) });
    // No catalog kept from an earlier visit (with one, home shows it: spec §7, the cache on failure).
    useGamesCatalogStore.setState({ catalog: null });
    let online = false;
    serve({
      gameList: () => (online ? homeGames : networkFailure()),
      bannerList: () => (online ? homeBanners : networkFailure()),
    });
    renderAt('/', <HomePage />);
    const games = await screen.findByRole('region', { name: '游戏分类' });
    const gamesAlert = await within(games).findByRole('alert');
    expect(gamesAlert.textContent).toContain('网络异常，请检查当前网络后重试！');
    expect(within(games).queryByText('暂无游戏')).toBeNull();
    const banners = screen.getByRole('region', { name: '活动轮播' });
    expect(within(banners).getByRole('alert')).toBeTruthy();

    online = true;
    fireEvent.click(within(gamesAlert).getByRole('button', { name: '重试' }));
    expect(await within(games).findByRole('button', { name: '皇冠体育' })).toBeTruthy();
    fireEvent.click(within(banners).getByRole('button', { name: '重试' }));
    expect(await within(banners).findAllByRole('img', { name: /活动轮播/ })).not.toHaveLength(0);
  });

  it('shows the app banner and the red-packet icon, each closable', async () => {
    useAppStore.setState({ appInfo: appInfo({ index_modal: 0 }) });
    serve();
    renderAt('/', <HomePage />);
    expect(screen.getByRole('link', { name: '立即下载' }).getAttribute('href')).toBe('https://dl.example/ios');
    fireEvent.click(screen.getByRole('button', { name: '关闭下载提示' }));
    expect(screen.queryByRole('link', { name: '立即下载' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '关闭红包入口' }));
    expect(screen.queryByRole('button', { name: '抢红包' })).toBeNull();
  });

  it('hides the app banner and the red-packet icon when both are switched off', () => {
    useAppStore.setState({ appInfo: appInfo({ index_modal: 0, app_state: 0, redpacket_switch: 0 }) });
    serve();
    renderAt('/', <HomePage />);
    expect(screen.queryByRole('link', { name: '立即下载' })).toBeNull();
    expect(screen.queryByRole('button', { name: '抢红包' })).toBeNull();
  });

  it('shows the welcome popup with the web content until it is closed', async () => {
    useAppStore.setState({ appInfo: appInfo() });
    serve();
    renderAt('/', <HomePage />);
    const popup = await screen.findByRole('dialog');
    expect(popup.textContent).toContain('欢迎光临');
    fireEvent.click(within(popup).getByRole('button', { name: '我知道了' }));
    await waitFor(() => expect(screen.queryByText('欢迎光临')).toBeNull());
  });

  it('shows the welcome popup once per browser session: not after a reload, again in a new session', async () => {
    useAppStore.setState({ appInfo: appInfo() });
    serve();
    const firstLoad = renderAt('/', <HomePage />);
    expect((await screen.findByRole('dialog')).textContent).toContain('欢迎光临');
    firstLoad.unmount();

    // A reload (or the return from a game) in the same session: a new mount, the same session storage.
    const reload = renderAt('/', <HomePage />);
    expect(await screen.findByRole('region', { name: '平台公告' })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByRole('dialog')).toBeNull();
    reload.unmount();

    // A new session (a new tab) starts with empty session storage.
    sessionStorage.clear();
    renderAt('/', <HomePage />);
    expect((await screen.findByRole('dialog')).textContent).toContain('欢迎光临');
  });

  it('without web content the popup shows the current host and the backup lines', async () => {
    useAppStore.setState({ appInfo: appInfo({ webcontent: '' }) });
    serve();
    renderAt('/', <HomePage />);
    const popup = await screen.findByRole('dialog');
    expect(popup.textContent).toContain(window.location.host);
    for (const line of siteConfig.urlList) expect(popup.textContent).toContain(line);
  });
});
