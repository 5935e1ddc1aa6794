import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import { e2eServer } from './support/e2e-server.ts';
import { serverProgram } from './support/server-programs.ts';

// What the app draws from its own texts and styles on every route (no zh-CN text in other languages,
// axe, tap-target sizes, design tokens): a back end answering only the spec changes none of it, so the
// spec-minimal run, which looks for the app leaning on Lobby's additions, leaves these sweeps out (about
// 7 of its minutes).
const PRESENTATION_SPECS = [/translations\.spec\.ts/, /a11y\.spec\.ts/, /tap-targets\.spec\.ts/, /design-system\.spec\.ts/, /text-fits\.spec\.ts/];

// Phone-sized Chromium from Debian against the built app served by the real server
// on a fresh temporary SQLite file (see support/e2e-server.ts).
export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: {
    timeout: 10_000,
    // Same machine image, same Chromium and fonts: pictures match to the pixel but for antialiasing noise.
    toHaveScreenshot: { maxDiffPixelRatio: 0.002, threshold: 0.2 },
  },
  // Baselines live beside their spec, one PNG per screen and width (no platform suffix: CI runs on the
  // same Debian image as the machines that accept them).
  snapshotPathTemplate: '{testDir}/{testFileDir}/__screenshots__/{arg}{ext}',
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  use: {
    baseURL: e2eServer.url,
    browserName: 'chromium',
    viewport: { width: 375, height: 740 },
    // The app's service worker would answer requests before page.route sees them; the install flows
    // (tests/install.spec.ts) let it run.
    serviceWorkers: 'block',
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
        '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [
    // Layout baselines (tests/screens) compare the full server's content; the spec-minimal run checks
    // behaviour only, so it leaves them out.
    ...(e2eServer.specMinimal ? [] : [{ name: 'screens', testMatch: /screens\/.*\.spec\.ts/, use: { baseURL: e2eServer.screens.url } }]),
    { name: 'flows', testIgnore: [/maintenance\.spec\.ts/, /screens\//, ...(e2eServer.specMinimal ? PRESENTATION_SPECS : [])] },
    // Maintenance flips the whole site, so it runs after every other flow.
    { name: 'maintenance', testMatch: /maintenance\.spec\.ts/, dependencies: ['flows'] },
  ],
  webServer: [
    lobbyServer(e2eServer.port, e2eServer.dbFile),
    ...(e2eServer.specMinimal ? [] : [lobbyServer(e2eServer.screens.port, e2eServer.screens.dbFile)]),
  ],
});

/** The real server on a fresh temporary SQLite file (support/e2e-server.ts). */
function lobbyServer(port: number, dbFile: string): Extract<PlaywrightTestConfig['webServer'], object[]>[number] {
  const url = `http://127.0.0.1:${port}`;
  return {
    command: `node --import tsx ${JSON.stringify(serverProgram('main'))}`,
    url: `${url}/`,
    env: {
      PORT: String(port), DATABASE_URL: `sqlite:${dbFile}`, LOG_LEVEL: 'warn',
      // Every flow registers and logs in from 127.0.0.1; per-member limits stay as in production.
      RATE_LIMIT_ADDRESS_SCALE: '20',
      // The game, pay and service links point where the browser reaches the server.
      PUBLIC_URL: url,
      // The deposit flows pay through the sandbox provider, off unless turned on.
      PAYMENT_SANDBOX: '1',
      // Lets parallel work test its own build: WEB_DIST=/tmp/other-dist.
      ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
      // LOBBY_E2E_SPEC_MINIMAL=1: the flows against a back end answering only what the spec promises.
      ...(e2eServer.specMinimal ? { SPEC_MINIMAL: '1' } : {}),
    },
    reuseExistingServer: false,
    stdout: 'pipe',
    timeout: 120_000,
  };
}
