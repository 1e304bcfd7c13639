import { defineConfig, devices } from '@playwright/test';
import { E2E_RESELLER } from './tests/e2e/support/reseller';

// End-to-end tests drive Debian's Chromium (never a downloaded browser) against the real shop server, started on a
// free port over a throw-away data folder by scripts/e2e.mjs, which passes E2E_PORT and E2E_DATA_DIR.
const port = Number(process.env.E2E_PORT ?? 3999);
const dataDir = process.env.E2E_DATA_DIR ?? '.data-e2e';

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
        '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  // The phone project runs only tests/e2e/phone (the journeys a phone changes: installed-app layout, port picker,
  // Back), not the whole suite twice: a 390 × 844 touch screen in the same Chromium, with an Android Chrome user agent.
  projects: [
    { name: 'desktop', testIgnore: '**/e2e/phone/**', use: { viewport: { width: 1280, height: 800 } } },
    {
      name: 'phone',
      testDir: 'tests/e2e/phone',
      use: {
        userAgent: devices['Pixel 7']!.userAgent,
        viewport: { width: 390, height: 844 }, screen: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true,
      },
    },
  ],
  webServer: {
    command: 'node --import tsx server/main.ts',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    // RESELLER_PASSWORD lets the demo reseller log in through the web app (tests/e2e/booknow.spec.ts); DEV_MAILBOX
    // serves the development mailbox the tests read e-mailed links from (tests/e2e/support/mailbox.ts).
    env: {
      PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', RESELLER_PASSWORD: E2E_RESELLER.password, DEV_MAILBOX: '1',
      // Every journey holds and searches from 127.0.0.1: the hold and search limits per client (README
      // "Configuration") are lifted.
      HOLD_RATE_PER_MINUTE: '10000', HOLD_RATE_PER_HOUR: '10000', HOLD_PLACES: '10000',
      SEARCH_RATE_PER_MINUTE: '100000', SEARCH_RATE_PER_HOUR: '100000',
      ...(process.env.DIST_DIR ? { DIST_DIR: process.env.DIST_DIR } : {}),
    },
  },
});
