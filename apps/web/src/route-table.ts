/**
 * Every route of the app, in one table (part 1 §2 and part 2 §2): its path, its page, whether it needs
 * a member, whether it stays alive, whether it sits in the main layout with the footer, and the query it
 * takes. The router and its lazy pages (app/), the footer, drawer, menus and quick actions, the route
 * preloader (route-preload.ts, at build time) and the e2e helpers all read it; nothing else writes a
 * path. Links are built with `href`, typed by the route's query.
 *
 * It imports nothing, so that Node (the build's preloader, the e2e helpers) reads it as it is. A page is
 * named by its module under src/ (`features/vip/VipPage`); app/lazy-pages.ts turns each name into its
 * own lazily loaded chunk and fails when a name has no module.
 */

/** A page module under src/: `features/<feature>/<Name>Page`. */
type PagePath = `features/${string}/${string}Page`;

interface RouteInfo {
  path: `/${string}`;
  page: PagePath;
  /** Members only: a visitor is sent to /login with this route as the redirect. */
  member?: true;
  /**
   * Members only, and a link to it from the quick actions asks a visitor to log in rather
   * than sending them to /login (part 1 §2, the quick-action bar's rules).
   */
  invitesLogin?: true;
  /** Kept alive: the page keeps its state and scroll while the member is elsewhere (part 1 §2). */
  keptAlive?: true;
  /** Inside the main layout, with the footer tab bar. */
  mainLayout?: true;
}

/**
 * The query each route reads, by route name. A route that is not listed takes none. Values are written
 * with encodeURIComponent, in the order given.
 */
interface RouteQueries {
  login: { redirect?: string; type?: 1; pid?: string };
  concise: { gamecode?: string };
  gamePage: { name?: string; type?: number | string; code?: string; dailiD?: 1 };
  activityInfo: { id: number };
  boutBallBetInfo: { type: number };
  password: { type: 1 | 2 };
  wallet: { type?: 0 | 1 | 2 | 3; show?: 1 };
  payInfo: { deposit_no: string };
  message: { type: 1 | 2 };
}

export const routes = {
  home: { path: '/', page: 'features/home/HomePage', mainLayout: true, keptAlive: true },
  activity: { path: '/activity', page: 'features/activity/ActivityPage', mainLayout: true, keptAlive: true },
  landing: { path: '/zhanzhu', page: 'features/landing/LandingPage', mainLayout: true, keptAlive: true },
  service: { path: '/kefu', page: 'features/service/ServicePage', mainLayout: true },
  mine: { path: '/mine', page: 'features/mine/MinePage', mainLayout: true, member: true },

  concise: { path: '/concise', page: 'features/game/GameListPage', keptAlive: true },
  login: { path: '/login', page: 'features/auth/LoginPage' },
  register: { path: '/register', page: 'features/auth/RegisterPage' },
  appDownload: { path: '/app', page: 'features/app-download/AppDownloadPage' },
  gamePage: { path: '/gamePage', page: 'features/game/GamePage' },
  activityInfo: { path: '/activityInfo', page: 'features/activity/ActivityDetailPage' },
  applyAgent: { path: '/applyagent', page: 'features/agent/AgentApplicationPage' },
  vip: { path: '/vip', page: 'features/vip/VipPage' },
  helpCentre: { path: '/securitycenter', page: 'features/help/HelpCentrePage' },
  boutBallBet: { path: '/boutBallBet', page: 'features/help/HelpPage' },
  boutBallBetInfo: { path: '/boutBallBetInfo', page: 'features/help/ArticlePage' },
  security: { path: '/security', page: 'features/security/SecurityAdvicePage' },

  setting: { path: '/setting', page: 'features/profile/SettingPage', member: true },
  userInfo: { path: '/userInfo', page: 'features/profile/UserInfoPage', member: true },
  password: { path: '/password', page: 'features/profile/PasswordPage', member: true },
  wallet: { path: '/wallet', page: 'features/wallet/WalletPage', member: true },
  addBankCard: { path: '/addBankCard', page: 'features/wallet/AddBankCardPage', member: true },
  addUsdtCard: { path: '/addUsdtCard', page: 'features/wallet/AddUsdtCardPage', member: true },
  recharge: { path: '/recharge', page: 'features/deposit/DepositPage', member: true },
  payInfo: { path: '/payInfo', page: 'features/deposit/DepositDetailPage', member: true },
  withdrawal: { path: '/withdrawal', page: 'features/withdrawal/WithdrawalPage', member: true },
  transfer: { path: '/transfer', page: 'features/transfer/TransferPage', member: true, invitesLogin: true },
  message: { path: '/message', page: 'features/messages/MessageCentrePage', member: true },
  betRecord: { path: '/betRecord', page: 'features/records/BetRecordPage', member: true },
  transRecord: { path: '/transRecord', page: 'features/records/TransactionRecordPage', member: true },
  fanshui: { path: '/fanshui', page: 'features/records/RebateRecordPage', member: true },
  activityRecord: { path: '/activityRecord', page: 'features/records/ActivityRecordPage', member: true },
  welfare: { path: '/welfare', page: 'features/records/RedPacketRecordPage', member: true },
  hongbao: { path: '/hongbao', page: 'features/red-packet/RedPacketPage', member: true, invitesLogin: true },
} as const satisfies Record<string, RouteInfo>;

export type RouteName = keyof typeof routes;
export type Route = RouteInfo & { name: RouteName };

/** The table as a list, in the spec's order, each route with its name. */
export const routeList: readonly Route[] = Object.entries(routes).map(([name, route]) => ({ ...route, name: name as RouteName }));

type QueryOf<N extends RouteName> = N extends keyof RouteQueries ? RouteQueries[N] : never;
type HrefArgs<N extends RouteName> = [QueryOf<N>] extends [never] ? [] : Partial<QueryOf<N>> extends QueryOf<N> ? [query?: QueryOf<N>] : [query: QueryOf<N>];

/** The link to a route, with its query: `href('wallet', { type: 2, show: 1 })` is '/wallet?type=2&show=1'. */
export function href<N extends RouteName>(name: N, ...[query]: HrefArgs<N>): string {
  const pairs = Object.entries((query ?? {}) as Record<string, string | number | undefined>)
    .filter((pair): pair is [string, string | number] => pair[1] !== undefined)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`);
  return pairs.length > 0 ? `${routes[name].path}?${pairs.join('&')}` : routes[name].path;
}

/** The route a path (query and hash left out) belongs to, if any. */
export function routeAt(pathWithQuery: string): Route | undefined {
  const path = pathWithQuery.split(/[?#]/)[0] || '/';
  return routeList.find((route) => route.path === path);
}
