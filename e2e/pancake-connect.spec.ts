import { expect, test } from '@playwright/test';
import { signIn } from './helpers';

// Pancake POS from the seller's side (docs/platform-sandbox.md, Pancake), against the local
// Pancake the e2e servers start (port E2E_SANDBOX_PORT + 5): the owner connects the shop by
// its API key in the dialog of /admin/platform (a wrong key named, the right one answered
// with the webhook settings to make in Pancake), the seller makes those settings in
// Pancake, an order pushed by Pancake's webhook lands in the order list as a Pancake order,
// and a push without the shop's secret changes nothing.

const PANCAKE = `http://127.0.0.1:${Number(process.env.E2E_SANDBOX_PORT ?? 4600) + 5}`;
const SHOP = '1234';
const API_KEY = 'sandbox-pancake-api-key';

test('the owner connects Pancake by its key; an order pushed by its webhook is in the order list', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'owner');
  await page.goto('/admin/platform');
  await page.getByTestId('platform-connect-pancake').click();
  await expect(page.getByTestId('pancake-connect-form')).toBeVisible();

  // A key Pancake does not know: named, nothing connected.
  await page.getByTestId('pancake-api-key').fill('not-a-key-of-this-shop');
  await page.getByTestId('pancake-shop-id').fill(SHOP);
  await page.getByTestId('pancake-connect-submit').click();
  await expect(page.getByTestId('error-dialog-text')).toHaveText(
    'API key นี้เปิดร้าน Pancake ที่ระบุไม่ได้ ตรวจสอบ API key และรหัสร้านใน Pancake อีกครั้ง',
  );
  await expect(page.getByTestId('pancake-webhook-settings')).toHaveCount(0);
  await page.getByRole('button', { name: 'ตกลง' }).click();
  await expect(page.getByTestId('error-dialog-text')).toHaveCount(0);

  // The right key, in the same dialog: the webhook settings to make in Pancake.
  await page.getByTestId('pancake-api-key').fill(API_KEY);
  await page.getByTestId('pancake-shop-id').fill(SHOP);
  await page.getByTestId('pancake-connect-submit').click();
  const settings = page.getByTestId('pancake-webhook-settings');
  await expect(settings).toBeVisible();
  const url = (await page.getByTestId('pancake-webhook-url').textContent())!.trim();
  const header = (await page.getByTestId('pancake-webhook-header').textContent())!.trim();
  const secret = (await page.getByTestId('pancake-webhook-secret').textContent())!.trim();
  expect(url).toMatch(/\/api\/platform\/pancake\/webhook$/);
  expect(header.toLowerCase()).toBe('x-webhook-secret');
  expect(secret.length).toBeGreaterThanOrEqual(32);
  await page.getByTestId('pancake-connect-done').click();
  await expect(settings).toHaveCount(0);

  // The seller pastes them into Pancake; Pancake then pushes a new order.
  const set = await page.request.post(`${PANCAKE}/__sandbox/webhook-url`, {
    data: { shopId: SHOP, url, headers: { [header]: secret } },
  });
  expect(set.status(), await set.text()).toBe(200);
  const made = await page.request.post(`${PANCAKE}/__sandbox/orders`, {
    data: {
      shopId: SHOP,
      status: 1,
      lines: [
        {
          productId: 'pc-serum',
          variationId: 'pc-serum-30',
          sku: 'SERUM-30',
          name: 'เซรั่มวิตามินซี',
          quantity: 1,
          price: '390.00',
        },
      ],
    },
  });
  expect(made.status(), await made.text()).toBe(200);
  const orderId = String(((await made.json()) as { id: string | number }).id);

  // A push without the shop's secret is refused and writes nothing.
  const forged = await page.request.post(`${PANCAKE}/__sandbox/webhook`, {
    data: { shopId: SHOP, orderId, headers: { [header]: 'not-the-secret' } },
  });
  expect(((await forged.json()) as { status: number }).status).toBe(401);
  const none = await page.request.get(`/api/v1/orders?q=${orderId}&platform=8`);
  expect(((await none.json()) as { data: unknown[] }).data).toHaveLength(0);

  const pushed = await page.request.post(`${PANCAKE}/__sandbox/webhook`, {
    data: { shopId: SHOP, orderId },
  });
  expect(((await pushed.json()) as { status: number }).status).toBe(200);

  // The order list shows it as a Pancake order (the webhook's job runs in the worker).
  await expect
    .poll(
      async () => {
        const res = await page.request.get(`/api/v1/orders?q=${orderId}&platform=8`);
        return ((await res.json()) as { data: unknown[] }).data.length;
      },
      { timeout: 30_000 },
    )
    .toBe(1);
  await page.goto('/backoffice/orders');
  await page.getByTestId('orders-table-search').fill(orderId);
  await expect(page.getByTestId('orders-table-row')).toHaveCount(1, { timeout: 15_000 });
  await expect(page.getByTestId('orders-table-row').first()).toContainText(orderId);
});
