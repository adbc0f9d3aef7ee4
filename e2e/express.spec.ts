import { devices, expect, test, type Browser, type Page } from '@playwright/test';
import { signIn } from './helpers';

// The own courier's driver on a phone (docs/express.md): the owner packs a cash-on-delivery
// parcel of the own courier (provider 6) and puts it on the seed driver's route; the driver
// opens it on /express, the network goes away, the driver marks it delivered with the
// cash collected and sees it waiting on the phone; the network comes back, the action is
// sent once and the order is delivered (122) with one delivered event.

const PHONE = devices['Pixel 5'];

async function idOf(page: Page, path: string, match: (row: Record<string, unknown>) => boolean) {
  const res = await page.request.get(path);
  expect(res.status(), path).toBe(200);
  const body = (await res.json()) as { data?: Array<Record<string, unknown>>; Datum?: unknown };
  const rows = (body.data ?? body.Datum) as Array<Record<string, unknown>>;
  const row = rows.find(match);
  expect(row, path).toBeTruthy();
  return Number(row!.id ?? row!.ID);
}

/** As the owner: a COD order of the own courier, packed (112) and on the driver's route. */
async function parcelOnRoute(page: Page) {
  const order = await packedParcel(page);
  const assigned = await page.request.post('/api/v1/express/assignments', {
    data: { driver_id: await driverId(page), order_ids: [order.id] },
  });
  expect(assigned.status(), await assigned.text()).toBe(200);
  return order;
}

/** The seed's driver (delivery, express 2). */
const driverId = (page: Page) =>
  idOf(page, '/api/v1/express/drivers', (r) => String(r.name).startsWith('ประยุทธ'));

/** As the owner: a COD order of the own courier, packed (112), on nobody's route yet. */
async function packedParcel(page: Page) {
  const productId = await idOf(
    page,
    '/api/v1/productssku?q=COLLA-60&limit=5',
    (r) => r.pn === 'COLLA-60',
  );
  const methodId = await idOf(page, '/api/v1/paymentmethod?all=1', (r) =>
    String(r.name).startsWith('เก็บเงินปลายทาง'),
  );
  const channelId = await idOf(page, '/api/v1/salechannel?all=1', () => true);
  const created = await page.request.post('/api/v1/orders', {
    headers: { 'Idempotency-Key': `e2e-express-${Date.now()}-${Math.random()}` },
    data: {
      sale_channel_id: channelId,
      payment_method_id: methodId,
      shipping_provider_id: 6,
      recipient: {
        name: 'คุณรับของ ทดสอบ',
        phone: `08${String(Date.now()).slice(-8)}`,
        address: '9 ถนนนิมมานเหมินท์',
        subdistrict: 'สุเทพ',
        district: 'เมืองเชียงใหม่',
        province: 'เชียงใหม่',
        zipcode: '50200',
      },
      items: [{ product_id: productId, quantity: 1, price: '990.00' }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const order = (
    (await created.json()) as { Datum: { id: number; order_number: string; total: string } }
  ).Datum;
  const packed = await page.request.put(`/api/v1/orders/${order.id}/packing`, {
    data: { status: 112 },
  });
  expect(packed.status(), await packed.text()).toBe(200);
  return order;
}

/** The owner puts a parcel on the driver's route; the driver has /express open on a phone. */
async function driverWithParcel(browser: Browser) {
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await signIn(owner, 'owner');
  const order = await parcelOnRoute(owner);
  const phone = await phoneContext(browser);
  const page = await phone.newPage();
  await signIn(page, 'delivery');
  await page.goto('/express');
  await expect(page.locator('[data-testid="express-driver"][data-hydrated]')).toBeVisible();
  return { ownerContext, owner, order, phone, page };
}

async function phoneContext(browser: Browser) {
  return browser.newContext({
    viewport: PHONE.viewport,
    userAgent: PHONE.userAgent,
    deviceScaleFactor: PHONE.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
  });
}

test('the driver marks a parcel delivered without network; it is sent once when the network is back', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const { ownerContext, owner, order, phone, page } = await driverWithParcel(browser);
  const card = page.locator(
    `[data-testid="express-parcel"][data-order-number="${order.order_number}"]`,
  );
  await expect(card).toHaveAttribute('data-status', 'on_route');
  await expect(page.getByTestId('express-pending')).toHaveAttribute('data-count', '0');

  // Nothing runs off the side of the phone.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);

  // Open it by scanning (typed like a scanner) and mark it delivered with no network.
  await page.getByTestId('express-scan-input').fill(order.order_number);
  await page.getByTestId('express-scan-input').press('Enter');
  await expect(page.getByTestId('express-open-parcel')).toHaveAttribute(
    'data-order-number',
    order.order_number,
  );
  await page.getByTestId('express-delivered').click();
  await page.getByTestId('express-photo').setInputFiles({
    name: 'proof.png',
    mimeType: 'image/png',
    buffer: Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    ),
  });
  await expect(page.getByTestId('express-cash-collected')).toHaveValue(order.total);
  await phone.setOffline(true);
  await page.getByTestId('express-confirm-delivered').click();

  const badge = page.getByTestId('express-pending');
  await expect(badge).toHaveAttribute('data-count', '1');
  await expect(page.getByTestId('express-offline')).toBeVisible();
  await expect(card).toHaveAttribute('data-status', 'pending_delivered');
  // Still waiting: the order has not moved.
  const waiting = await owner.request.get(`/api/v1/orders/detail?id=${order.id}`);
  expect(((await waiting.json()) as { Datum: { status: number } }).Datum.status).toBe(112);

  await phone.setOffline(false);
  await expect(badge).toHaveAttribute('data-count', '0', { timeout: 20_000 });
  await expect(card).toHaveAttribute('data-status', 'delivered', { timeout: 20_000 });

  const after = await owner.request.get(`/api/v1/orders/detail?id=${order.id}`);
  const detail = (await after.json()) as {
    Datum: { status: number; events: Array<{ to_status: number | null }> };
  };
  expect(detail.Datum.status).toBe(122);
  expect(detail.Datum.events.filter((e) => e.to_status === 122)).toHaveLength(1);

  // Reloading the phone sends nothing again.
  await page.reload();
  await expect(page.locator('[data-testid="express-driver"][data-hydrated]')).toBeVisible();
  await expect(page.getByTestId('express-pending')).toHaveAttribute('data-count', '0');
  const cash = await owner.request.get('/api/v1/express/cash');
  const report = (await cash.json()) as { Datum: { rows: Array<{ collected: string }> } };
  expect(report.Datum.rows.length).toBeGreaterThan(0);

  await phone.close();
  await ownerContext.close();
});

test('the driver opens /express with no network at all: the kept page, the kept route, actions queued', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const { ownerContext, owner, order, phone, page } = await driverWithParcel(browser);
  // The worker took over and kept the page and its scripts.
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          if (!navigator.serviceWorker.controller) return 'no worker';
          const pages = await caches.open('express-pages-v1');
          const assets = await caches.open('express-assets-v1');
          return (await pages.match('/express')) && (await assets.keys()).length > 0
            ? 'kept'
            : 'not yet';
        }),
      { timeout: 15_000 },
    )
    .toBe('kept');

  await phone.setOffline(true);
  // The network is really gone for the page and its worker.
  expect(
    await page.evaluate(() =>
      fetch('/api/v1/express/route').then(
        () => 'answered',
        () => 'no network',
      ),
    ),
  ).toBe('no network');
  const reopened = await page.reload();
  expect(reopened?.headers()['x-express-offline']).toBe('1');
  await expect(page.locator('[data-testid="express-driver"][data-hydrated]')).toBeVisible();
  await expect(page.getByTestId('express-offline')).toBeVisible();
  const card = page.locator(
    `[data-testid="express-parcel"][data-order-number="${order.order_number}"]`,
  );
  await expect(card).toHaveAttribute('data-status', 'on_route');

  // Nobody home: return it to the seller, with no network.
  await page.getByTestId('express-scan-input').fill(order.order_number);
  await page.getByTestId('express-scan-input').press('Enter');
  await page.getByTestId('express-failed').click();
  await page.getByTestId('express-reason').fill('ไม่มีคนรับ');
  await page.getByTestId('express-next-return').check();
  await page.getByTestId('express-confirm-failed').click();
  await expect(page.getByTestId('express-pending')).toHaveAttribute('data-count', '1');
  await expect(card).toHaveAttribute('data-status', 'pending_failed');

  await phone.setOffline(false);
  await expect(page.getByTestId('express-pending')).toHaveAttribute('data-count', '0', {
    timeout: 20_000,
  });
  const after = await owner.request.get(`/api/v1/orders/detail?id=${order.id}`);
  expect(((await after.json()) as { Datum: { status: number } }).Datum.status).toBe(998);

  // Signing out leaves nothing of the driver's day on the phone: no kept page to open.
  await page.getByTestId('user-menu').click();
  await page.getByTestId('sign-out').click();
  await page.waitForURL(/\/login/);
  expect(await page.evaluate(() => caches.has('express-pages-v1'))).toBe(false);
  await phone.setOffline(true);
  await expect(page.goto('/express')).rejects.toThrow();
  await phone.setOffline(false);

  await phone.close();
  await ownerContext.close();
});

test('the dispatcher puts a parcel on the driver’s route; the owner reconciles the cash the driver collected and handed in', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await signIn(owner, 'owner');
  const order = await packedParcel(owner);
  const driver = await driverId(owner);

  // The owner (express 3) assigns it from the panel below the route list.
  await owner.goto('/express');
  const assign = owner.getByTestId('express-assign');
  const row = assign.getByTestId('express-assign-row').filter({ hasText: order.order_number });
  await expect(row).toContainText('ยังไม่มีคนขับ');
  await row.getByRole('checkbox', { name: order.order_number }).check();
  await owner.getByTestId('express-assign-driver').selectOption(String(driver));
  await owner.getByTestId('express-assign-submit').click();
  await expect(row).toContainText('ประยุทธ');

  // What the cash report says of the driver's day before this parcel.
  const today = async () => {
    const res = await owner.request.get(`/api/v1/express/cash?driver_id=${driver}`);
    expect(res.status()).toBe(200);
    const rows = ((await res.json()) as { Datum: { rows: Array<Record<string, string>> } }).Datum
      .rows;
    return rows[0] ?? { expected: '0.00', collected: '0.00', handed_in: '0.00' };
  };
  const before = await today();
  const plus = (a: string, b: string) => (Number(a) + Number(b)).toFixed(2);

  // The driver delivers it and collects 100 baht less than the order asks.
  const phone = await phoneContext(browser);
  const page = await phone.newPage();
  await signIn(page, 'delivery');
  await page.goto('/express');
  await expect(page.locator('[data-testid="express-driver"][data-hydrated]')).toBeVisible();
  await page
    .locator(`[data-testid="express-parcel"][data-order-number="${order.order_number}"]`)
    .click();
  await page.getByTestId('express-delivered').click();
  await page.getByTestId('express-photo').setInputFiles({
    name: 'proof.png',
    mimeType: 'image/png',
    buffer: Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    ),
  });
  const short = (Number(order.total) - 100).toFixed(2);
  await page.getByTestId('express-cash-collected').fill(short);
  await page.getByTestId('express-confirm-delivered').click();
  await expect(page.getByTestId('express-pending')).toHaveAttribute('data-count', '0', {
    timeout: 20_000,
  });

  // The owner's reconciliation: the day is flagged, 100 short of what was expected.
  await owner.goto(`/backoffice/express/cash?driver_id=${driver}`);
  const cashRow = owner.locator(`[data-testid="express-cash-row"][data-driver-id="${driver}"]`);
  await expect(cashRow).toHaveCount(1);
  await expect(cashRow).toHaveAttribute('data-expected', plus(before.expected!, order.total));
  await expect(cashRow).toHaveAttribute('data-collected', plus(before.collected!, short));
  await expect(cashRow).toHaveAttribute('data-flagged', 'true');

  // The driver hands in what they collected: recorded through the dialog (prefilled).
  await cashRow.getByTestId('express-cash-record-handin').click();
  const owed = (Number(plus(before.collected!, short)) - Number(before.handed_in)).toFixed(2);
  await expect(owner.getByTestId('express-handin-amount')).toHaveValue(owed);
  await owner.getByTestId('express-handin-save').click();
  await expect(cashRow).toHaveAttribute('data-handed-in', plus(before.collected!, short));
  // Still flagged: what was collected is 100 short of what the orders asked.
  await expect(cashRow).toHaveAttribute('data-flagged', 'true');
  const after = await today();
  expect(after.handed_in).toBe(after.collected);
  expect(Number(after.expected) - Number(after.collected)).toBeGreaterThanOrEqual(100);

  await phone.close();
  await ownerContext.close();
});
