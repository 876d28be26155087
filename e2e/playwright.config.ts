import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4610);
export const BASE_URL = `http://localhost:${PORT}`;
export const ADMIN_EMAIL = 'admin@example.com';

/** Debian's Chromium, headless and quiet; a spec that needs more flags (the fake microphone) extends these. */
export const CHROMIUM_LAUNCH_OPTIONS = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: '../playwright-report' }]],
  outputDir: '../test-results',
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
  },
  webServer: {
    // The built server on a fresh PGlite folder (created and removed by the wrapper), exactly as `npm start` runs it.
    command: 'node support/fresh-server.mjs',
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    env: {
      PORT: String(PORT),
      ADMIN_EMAIL,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      // The suite signs the demo accounts in far more often than a person would; the limits are tested on the server.
      AUTH_RATE_LIMIT_PER_EMAIL: '1000',
      AUTH_RATE_LIMIT_PER_IP: '10000',
      MAIL_RATE_LIMIT_PER_RECIPIENT: '1000',
    },
  },
});
