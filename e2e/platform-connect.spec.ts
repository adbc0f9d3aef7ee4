import { expect, test, type Page } from '@playwright/test';
import { signIn, signOut } from './helpers';
import { wedgeScan } from './packing-helpers';

// The selling platforms from the seller's side, against the local TikTok Shop that the e2e
// servers start (scripts/sandbox/run-sandbox.ts): the admin connects the sandbox shop
// through the platform's own page, sees its orders sync with the progress bar, maps the
// SKU our catalogue does not have from the "to map" screen (the others by their seller
// SKU), and the packer packs a platform order at the station and prints the platform's
// own label. The job worker runs beside the app.

const SANDBOX = `http://127.0.0.1:${Number(process.env.E2E_SANDBOX_PORT ?? 4600) + 1}`;
const SHOP = '7494726673780148744';
const SERUM = {
  itemId: '1700001',
  skuId: '1710001',
  sellerSku: 'SERUM-30',
  barcode: '2000000000015',
};
const GIFT = { itemId: '1700004', skuId: '1710004', sellerSku: 'SANDBOX-GIFT' };

async function sandboxOrder(page: Page, lines: Array<Record<string, unknown>>): Promise<string> {
  const res = await page.request.post(`${SANDBOX}/__sandbox/orders`, {
    data: { shopId: SHOP, status: 'AWAITING_SHIPMENT', lines },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { orderId: string }).orderId;
}

test('connect the sandbox shops, sync with the progress bar, map a SKU, pack with the platform label', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const serumOrder = await sandboxOrder(page, [
    { ...SERUM, name: 'เซรั่มวิตามินซี', quantity: 1, price: '390.00' },
  ]);
  const giftOrder = await sandboxOrder(page, [
    { ...GIFT, name: 'ของแถมพิเศษ', quantity: 1, price: '59.00' },
  ]);

  // The owner (platform level 3, not an admin) connects the shops.
  await signIn(page, 'owner');
  await page.goto('/admin/platform');
  // Shops other specs connected (Pancake's) stay on the page beside these.
  await expect(page.getByTestId('platform-connect-tiktok')).toBeVisible();
  const shopsBefore = await page.locator('[data-testid^="platform-sync-orders-"]').count();
  await page.getByTestId('platform-connect-tiktok').click();
  // The platform's own authorization page, then back.
  await page.waitForURL(/127\.0\.0\.1:\d+\/oauth\/authorize/);
  await page.locator('#sandbox-authorize').click();
  await page.waitForURL(/\/admin\/platform/);
  await expect(page.getByTestId('platform-connect-banner')).toBeVisible();
  const tiktokCard = page
    .locator('[data-testid^="platform-shop-"]')
    .filter({ hasText: SHOP })
    .filter({ has: page.locator('[data-testid^="platform-sync-orders-"]') });
  await expect(tiktokCard).toHaveCount(1);
  const shopRowId = (await tiktokCard.getAttribute('data-testid'))!.replace('platform-shop-', '');
  const syncButton = page.getByTestId(`platform-sync-orders-${shopRowId}`);
  await expect(syncButton).toBeVisible();

  // Shopee and Lazada the same way: their own pages, back with a shop each.
  for (const platform of ['shopee', 'lazada']) {
    await page.getByTestId(`platform-connect-${platform}`).click();
    await page.waitForURL(/127\.0\.0\.1:\d+\//);
    await page.locator('#sandbox-authorize').click();
    await page.waitForURL(/\/admin\/platform/);
    await expect(page.getByTestId('platform-connect-banner')).toHaveAttribute(
      'data-kind',
      'connected',
    );
  }
  await expect(page.locator('[data-testid^="platform-sync-orders-"]')).toHaveCount(shopsBefore + 3);

  // A sync by hand, followed by its progress bar to the end.
  await syncButton.click();
  await page.getByTestId('platform-sync-submit').click();
  // Each shop card follows its own runs: the TikTok card's is the one asked for.
  const card = page.getByTestId(`platform-shop-${shopRowId}`);
  await expect(card.getByTestId('platform-sync-progress')).toBeVisible();
  await expect(card.getByTestId('platform-sync-state')).toHaveAttribute('data-state', 'done', {
    timeout: 60_000,
  });
  const counts = card.getByTestId('platform-sync-counts');
  expect(Number(await counts.getAttribute('data-fetched'))).toBeGreaterThanOrEqual(2);
  expect(Number(await counts.getAttribute('data-failed'))).toBe(0);

  // Both orders are in the order list.
  const list = await page.request.get(`/api/v1/orders?q=${giftOrder}`);
  const found = ((await list.json()) as { data: Array<{ id: number; platform: number }> }).data;
  expect(found).toHaveLength(1);
  expect(found[0]!.platform).toBe(2);

  // The "to map" screen (an admin screen): the catalogue's SKUs by their seller SKU, the
  // gift by hand.
  await signOut(page);
  await signIn(page, 'admin');
  await page.goto('/admin/product/tiktok');
  const table = page.getByTestId('platform-products-table');
  await expect(table.getByText(GIFT.sellerSku)).toBeVisible();
  await page.getByTestId('platform-products-map-by-sku').click();
  // The catalogue's SKUs leave the list of SKUs to map; the gift stays.
  await expect(table.getByText(SERUM.sellerSku)).toHaveCount(0);
  await expect(table.getByText(GIFT.sellerSku)).toBeVisible();
  const giftRow = await page.request.get(
    `/api/v1/products/platform?platform=2&mapping_status=2&q=${GIFT.sellerSku}`,
  );
  const gift = ((await giftRow.json()) as { data: Array<{ id: number }> }).data[0]!;
  await page.getByTestId(`platform-product-open-${gift.id}`).click();
  await expect(page.getByTestId('platform-product-detail')).toBeVisible();
  // Mapped with the screen's product picker: the gift goes out as a serum.
  await page.getByTestId('platform-product-picker-input').fill('SERUM-30');
  await page.getByTestId('platform-product-picker-option').first().click();
  await page.getByTestId('platform-product-save').click();
  await expect(page.getByTestId('platform-product-mapped')).toContainText('SERUM-30');
  const giftDetail = (
    (await (await page.request.get(`/api/v1/orders?q=${giftOrder}`)).json()) as {
      data: Array<{ unmapped_item_count: number }>;
    }
  ).data[0]!;
  expect(giftDetail.unmapped_item_count).toBe(0);

  // The packer (staff: packing level 2, no platform level) packs the serum order by
  // scanning its platform order id, and prints the platform's label; the platform screens
  // are not theirs.
  await signOut(page);
  await signIn(page, 'staff');
  expect((await page.request.get('/api/platform/seller')).status()).toBe(403);
  await page.goto('/backoffice/packings');
  await expect(page.locator('[data-testid="station"][data-hydrated]')).toBeVisible();
  await wedgeScan(page, serumOrder);
  const state = page.getByTestId('station-state');
  await expect(state).toHaveAttribute('data-state', 'packing');
  await wedgeScan(page, SERUM.barcode);
  await expect(state).toHaveAttribute('data-state', 'complete');
  await page.getByTestId('station-close').click();
  await expect(state).toHaveAttribute('data-state', 'closed');
  const label = page.getByTestId('station-print-platform');
  await expect(label).toHaveAttribute('data-state', 'ready', { timeout: 60_000 });
  const pdf = await page.request.get((await label.getAttribute('href'))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  // The shipment is arranged: the platform's tracking number is on the order.
  const serum = (
    (await (await page.request.get(`/api/v1/orders?q=${serumOrder}`)).json()) as {
      data: Array<{ id: number }>;
    }
  ).data[0]!;
  const detail = (await (
    await page.request.get(`/api/v1/orders/detail?id=${serum.id}`)
  ).json()) as {
    Datum: { status: number; tracking_number: string | null };
  };
  expect(detail.Datum.status).toBe(112);
  expect(detail.Datum.tracking_number).toBeTruthy();
});
