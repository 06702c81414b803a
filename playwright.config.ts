import { defineConfig } from '@playwright/test';
import { BUILD_ENV, LOG_ENV, tempDirName } from './e2e/support/servers';

// Journeys in e2e/<area>/<journey>.spec.ts against a hall API on a fresh database (:4300) and the built site
// (:3300, run from a private copy of .next: e2e/support/servers.ts says why). Build first: `npx next build`.
const CI = !!process.env.CI;
const HALL = 'http://127.0.0.1:4300';
const SITE_PORT = 3300;
// Chosen once, in the runner; the site's launcher and the workers inherit it.
process.env[BUILD_ENV] ??= tempDirName('build');
process.env[LOG_ENV] ??= tempDirName('logs');
// `next start` runs in production mode, which refuses the development secrets: both servers share test ones.
process.env.SIGN_SECRET ??= 'e2e-sign-secret-for-tests-only';
process.env.SESSION_PASSWORD ??= 'e2e-session-password-for-tests-only-0123';

const server = {
  reuseExistingServer: !CI,
  timeout: 120_000,
  gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
  stdout: 'ignore' as const,
};

export default defineConfig({
  testDir: 'e2e',
  workers: 2,
  retries: 0,
  forbidOnly: CI,
  reporter: 'list',
  globalTeardown: './e2e/support/axe-summary.ts',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${SITE_PORT}`,
    // Device presets send Accept-Language en-US; the site must not care, but a Chinese visitor is the default.
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    screenshot: 'only-on-failure',
    trace: 'off',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    {
      name: 'phone',
      use: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true },
      // Server-side behaviour, the same on every screen: checked once, on desktop.
      testIgnore: ['**/site/hall-down.spec.ts', '**/site/shared-cache.spec.ts', '**/site/seo.spec.ts', '**/late/**'],
    },
    { name: 'desktop', use: { viewport: { width: 1440, height: 900 } }, testIgnore: ['**/late/**'] },
    // What changes the whole site for everyone (the package feature switched off) runs once the others are done.
    {
      name: 'late',
      use: { viewport: { width: 1440, height: 900 } },
      testMatch: '**/late/**/*.spec.ts',
      dependencies: ['phone', 'desktop'],
    },
  ],
  webServer: [
    { ...server, command: `node --import tsx e2e/support/serve.ts hall 4300`, url: `${HALL}/healthz` },
    { ...server, command: `node --import tsx e2e/support/serve.ts site ${SITE_PORT} ${HALL}`, url: `http://127.0.0.1:${SITE_PORT}/` },
  ],
});
