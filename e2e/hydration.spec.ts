import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers';

// A page the server rendered must hydrate as it is: React reports a mismatch (#418, #423,
// #425) as an error in the console or as an uncaught page error, and the screen is then
// rebuilt on the client. The browser here reads Thai (th-TH) while the server process
// runs in another locale, as in production, so anything sorted or formatted by the
// runtime's default locale shows up as a mismatch.

const WAREHOUSE_PAGES = [
  '/wms/history',
  '/wms/inventory',
  '/wms/inventory/dashboard',
  '/wms/inventory/dashboardv1',
  '/wms/inventory/detail',
  '/wms/inventory/in',
  '/wms/inventory/out',
  '/wms/inventory/packing',
  '/wms/inventory/storage',
  '/wms/inventory/summary',
  '/wms/inventory/transfer',
  '/wms/inventory/transfertoline',
  '/wms/partner',
  '/wms/product',
  '/wms/product/waitship',
  '/wms/promotion',
  '/wms/storage',
];

const BACK_OFFICE_PAGES = [
  '/backoffice/orders',
  '/backoffice/orders/new',
  '/backoffice/payments',
  '/backoffice/customers',
  '/backoffice/products',
  '/admin/audit',
  '/admin/user',
  '/profile/me',
];

// The warehouse summaries ask again every second until their job is done: networkidle
// waits for that too.
const REPORT_PAGES = [
  'dashboard',
  'team',
  'sale-channel',
  'product',
  'user',
  'user-product',
  'salechannel-product',
  'order-return',
  'commission',
  'summary-wms',
  'summary-wms-product',
  'summary-wms-field',
].map((name) => `/backoffice/reports/${name}`);

/** Every console error and uncaught error of the page from now on. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(`console: ${msg.text()}`);
  });
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  return errors;
}

/** Opens the page and expects no error of it (softly: every page is visited and reported). */
async function visitCleanly(page: Page, errors: string[], path: string) {
  errors.length = 0;
  await page.goto(path);
  await expect(page.getByTestId('navbar-user-name')).toBeVisible();
  // Hydration and the first reads of the screen are over once the network is quiet.
  await page.waitForLoadState('networkidle');
  expect.soft(errors, path).toEqual([]);
}

test.describe('pages hydrate without errors', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'admin');
    // A storage with a Latin name beside the seed's Thai ones: Thai collation puts it after
    // them, an English one before, so a list sorted by the runtime's locale differs.
    const res = await page.request.post('/api/v1/wms/storage', {
      data: { name: `Annex ${Date.now()}` },
    });
    expect(res.status(), await res.text()).toBe(201);
  });

  test('every warehouse page', async ({ page }) => {
    test.setTimeout(180_000);
    const errors = collectErrors(page);
    for (const path of WAREHOUSE_PAGES) await visitCleanly(page, errors, path);

    const history = await page.request.post('/api/v1/wms/inventory/history', {
      data: { page: 1, limit: 1 },
    });
    expect(history.status(), await history.text()).toBe(200);
    const [bill] = ((await history.json()) as { data: Array<{ ID: number }> }).data;
    expect(bill).toBeTruthy();
    await visitCleanly(page, errors, `/wms/historydetail/${bill!.ID}`);
  });

  test('every report page', async ({ page }) => {
    test.setTimeout(120_000);
    const errors = collectErrors(page);
    for (const path of REPORT_PAGES) await visitCleanly(page, errors, path);
  });

  test('back-office and admin pages', async ({ page }) => {
    test.setTimeout(120_000);
    const errors = collectErrors(page);
    for (const path of BACK_OFFICE_PAGES) await visitCleanly(page, errors, path);
  });
});
