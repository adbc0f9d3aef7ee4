import { defineConfig, devices } from '@playwright/test';

// E2E_PORT lets two checkouts on one machine run their e2e tests side by side.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const BASE_URL = `http://localhost:${PORT}`;
const E2E_DATABASE_URL =
  process.env.E2E_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/backoffice_e2e';
const AUTH_SECRET =
  process.env.AUTH_SECRET ?? 'test-only-secret-never-used-outside-tests-0123456789';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379/15';
// The local TikTok Shop, Shopee and Lazada (docs/platform-sandbox.md), on ports of their own.
const SANDBOX_PORT = Number(process.env.E2E_SANDBOX_PORT ?? 4600);
const SANDBOX_ENV = {
  TIKTOK_APP_KEY: 'sandbox-tiktok-key',
  TIKTOK_APP_SECRET: 'sandbox-tiktok-secret',
  TIKTOK_API_BASE: `http://127.0.0.1:${SANDBOX_PORT + 1}`,
  TIKTOK_AUTH_BASE: `http://127.0.0.1:${SANDBOX_PORT + 1}`,
  SHOPEE_PARTNER_ID: '2000001',
  SHOPEE_PARTNER_KEY: 'sandbox-shopee-key',
  SHOPEE_API_BASE: `http://127.0.0.1:${SANDBOX_PORT + 2}`,
  LAZADA_APP_KEY: 'sandbox-lazada-key',
  LAZADA_APP_SECRET: 'sandbox-lazada-secret',
  LAZADA_API_BASE: `http://127.0.0.1:${SANDBOX_PORT + 3}/rest`,
  LAZADA_AUTH_BASE: `http://127.0.0.1:${SANDBOX_PORT + 3}/auth-host/rest`,
  // The local LINE (scripts/sandbox/line): its default channel, the demo shop's account.
  LINE_API_BASE: `http://127.0.0.1:${SANDBOX_PORT + 4}`,
  // LINE's data host (the pictures members send in the chat) is the same local LINE.
  LINE_DATA_API_BASE: `http://127.0.0.1:${SANDBOX_PORT + 4}`,
  LINE_LOGIN_CHANNEL_ID: '1650000000',
  LINE_LOGIN_CHANNEL_SECRET: 'sandbox-login-secret',
  LINE_MESSAGING_ACCESS_TOKEN: 'sandbox-messaging-token',
  LINE_CHANNEL_SECRET: 'sandbox-channel-secret',
  LINE_ENTERPRISE_CODE: 'demo-shop',
  LINE_LIFF_ID: '',
  // The local Pancake POS (scripts/sandbox/pancake): shops connect by API key.
  PANCAKE_API_BASE: `http://127.0.0.1:${SANDBOX_PORT + 5}/api/v1`,
};

export default defineConfig({
  testDir: 'e2e',
  // Artifacts (traces, screenshots) go below test-results/, next to the JSON report.
  outputDir: 'test-results/playwright',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: BASE_URL,
    locale: 'th-TH',
    timezoneId: 'Asia/Bangkok',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--disable-quic',
            '--no-first-run',
            // The packing station's webcam: a synthetic camera, allowed without a prompt.
            '--use-fake-device-for-media-stream',
            '--use-fake-ui-for-media-stream',
          ],
        },
      },
    },
  ],
  webServer: [
    {
      // The platforms first: the app is pointed at them.
      command: 'npx tsx scripts/sandbox/run-sandbox.ts',
      url: `http://127.0.0.1:${SANDBOX_PORT + 1}/__sandbox/state`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        SANDBOX_PORT: String(SANDBOX_PORT),
        APP_URL: BASE_URL,
        SANDBOX_ORDER_EVERY: '0',
        SANDBOX_ENV_FILE: '.data/run/sandbox-e2e.env',
      },
    },
    {
      // The database reset runs first, in the same command (see e2e/global-setup.ts); the
      // job worker (platform syncs, pushes, shipments) runs beside the app.
      command: `npx tsx e2e/global-setup.ts && (npx tsx jobs/worker.ts & npx next start -p ${PORT})`,
      url: `${BASE_URL}/api/health`,
      // Always a fresh server on a freshly seeded database.
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        ...SANDBOX_ENV,
        DATABASE_URL: E2E_DATABASE_URL,
        E2E_DATABASE_URL,
        AUTH_SECRET,
        REDIS_URL,
        APP_URL: BASE_URL,
        PORT: String(PORT),
        // Defined (even empty) here so that a developer's .env cannot switch them on.
        RECAPTCHA_SITE_KEY: '',
        RECAPTCHA_SECRET_KEY: '',
        SMTP_HOST: '',
        S3_ENDPOINT: '',
        UPLOAD_DIR: '.data/uploads-e2e',
        COOKIE_SECURE: 'false',
      },
    },
  ],
});
