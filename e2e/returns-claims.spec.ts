import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { unzipSync } from 'fflate';
import { signIn, signOut } from './helpers';
import { codOrder, COLLA_BARCODE, wedgeScan } from './packing-helpers';

// Returns and claims in Chromium with a fake camera (playwright.config.ts): a parcel on
// its way back is found on /backoffice/returnv0, received at the return station from
// there while the unboxing is filmed, and shows on the received list with its video; its
// claim pack carries that video. A delivered order is claimed from its detail with a photo,
// and the claim pack downloaded from there holds the label, the photo and the timeline.

/** The files of a claim pack, by name. */
function unzip(bytes: Buffer): Record<string, Uint8Array> {
  return unzipSync(new Uint8Array(bytes));
}

const hex = (b: Uint8Array | undefined, n: number) =>
  Buffer.from(b ?? [])
    .subarray(0, n)
    .toString('hex');

async function post(page: Page, path: string, data: Record<string, unknown>) {
  const res = await page.request.post(path, { data });
  expect(res.status(), `${path} ${await res.text()}`).toBeLessThan(300);
  return ((await res.json()) as { Datum: Record<string, unknown> }).Datum;
}

/** An order packed, closed and handed to the carrier through the API: at 121. */
async function shippedOrder(page: Page) {
  const order = await codOrder(page);
  await post(page, '/api/v2/packings/verify/createoradd', { order_code: order.number });
  await post(page, '/api/v2/packings/verify/createoradd', {
    order_id: order.id,
    barcode: COLLA_BARCODE,
  });
  const packed = await post(page, '/api/v2/packings/verify/createoradd', {
    order_id: order.id,
    barcode: COLLA_BARCODE,
  });
  await post(page, '/api/v3/packings/verify/close', { packing_id: packed.packing_id });
  await post(page, '/api/v2/packings/shipping/check', { order_code: order.number });
  return order;
}

test('a parcel on its way back is received from the list, filmed, and listed with its video', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'owner');
  const order = await shippedOrder(page);
  // The carrier sends it back: the order is returning (998).
  const moved = await page.request.put(`/api/v1/orders/${order.id}/status`, {
    data: { status: 998, reason: 'ผู้รับปฏิเสธ' },
  });
  expect(moved.status(), await moved.text()).toBe(200);

  await page.goto(`/backoffice/returnv0?search=${order.number}`);
  const receive = page.getByTestId(`returning-receive-${order.id}`);
  await expect(receive).toBeVisible();
  await expect(page.getByTestId(`returning-kind-${order.id}`)).toHaveAttribute('data-kind', '0');
  await receive.click();

  await expect(page).toHaveURL(/\/backoffice\/return\?order=/);
  await expect(page.locator('[data-testid="return-station"][data-hydrated]')).toBeVisible();
  const state = page.getByTestId('return-state');
  await expect(state).toHaveAttribute('data-state', 'receiving');
  await expect(page.getByTestId('return-order-number')).toHaveText(order.number);
  const recorder = page.getByTestId('station-recorder');
  await expect(recorder).toHaveAttribute('data-state', 'recording', { timeout: 15_000 });

  // Both units come back whole: two scans.
  await wedgeScan(page, COLLA_BARCODE, 'return-scan-input');
  await wedgeScan(page, COLLA_BARCODE, 'return-scan-input');
  const line = page.locator('[data-testid^="return-line-"][data-shipped="2"]');
  await expect(line).toHaveAttribute('data-scanned', '2');
  await expect(page.getByTestId('station-recorder-timer')).toContainText(/^0:0[2-9]/, {
    timeout: 10_000,
  });
  await page.getByTestId('return-close').click();
  await expect(state).toHaveAttribute('data-state', 'closed');
  await expect(page.getByTestId('station-uploads')).toHaveAttribute('data-pending', '0', {
    timeout: 30_000,
  });

  // Gone from the parcels on their way; on the received list with its video and values.
  await page.goto(`/backoffice/returnv0?search=${order.number}`);
  await expect(page.getByTestId('returning-list')).toBeVisible();
  await expect(page.getByTestId(`returning-receive-${order.id}`)).toHaveCount(0);

  await page.goto(`/backoffice/returnv2?order_number=${order.number}`);
  const video = page.locator('[data-testid^="return-list-video-"]');
  await expect(video).toHaveCount(1);
  const href = (await video.getAttribute('href'))!;
  const res = await page.request.get(href);
  expect(res.status()).toBe(200);
  expect((await res.body()).subarray(0, 4).toString('hex')).toBe('1a45dfa3');
  const detail = await page.request.get(`/api/v1/orders/detail?id=${order.id}`);
  expect(((await detail.json()) as { Datum: { status: number } }).Datum.status).toBe(141);

  // The claim pack of the returned order carries the unboxing video.
  const pack = await page.request.get(`/api/v1/orders/${order.id}/claimpack`);
  expect(pack.status()).toBe(200);
  const files = unzip(await pack.body());
  expect(hex(files['return-video.webm'], 4)).toBe('1a45dfa3');
  expect(
    Buffer.from(files['timeline.pdf'] ?? [])
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');

  // The return report, read by staff with the reports (level 2): this month counts the
  // returned product, on its paged table.
  await signOut(page);
  await signIn(page, 'staff');
  await page.goto('/backoffice/reports/order-return');
  await expect(page.getByTestId('report-order-return-table')).toBeVisible();
  await expect
    .poll(async () =>
      Number(await page.getByTestId('report-order-return-pager-count').getAttribute('data-count')),
    )
    .toBeGreaterThan(0);
});

// A 1x1 PNG: the photo of the damaged parcel.
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

test('a delivered order is claimed with a photo and its claim pack downloaded from the detail', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'owner');
  const order = await shippedOrder(page);
  const delivered = await page.request.put(`/api/v1/orders/${order.id}/status`, {
    data: { status: 122 },
  });
  expect(delivered.status(), await delivered.text()).toBe(200);

  await page.goto(`/backoffice/orders/${order.id}`);
  await expect(async () => {
    await page.getByTestId('claim-open').click();
    await expect(page.getByTestId('claim-dialog')).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await page.getByTestId('claim-party').selectOption('1');
  await page.getByTestId('claim-reason').fill('กล่องบุบ สินค้าแตกระหว่างขนส่ง');
  await page
    .getByTestId('claim-photos')
    .setInputFiles({ name: 'parcel.png', mimeType: 'image/png', buffer: PHOTO });
  await page.getByTestId('claim-submit').click();
  await expect(page.getByTestId('claim-card-reason')).toHaveText('กล่องบุบ สินค้าแตกระหว่างขนส่ง');
  await expect(page.getByTestId('claim-open')).toHaveCount(0);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('claim-pack-download').click(),
  ]);
  expect(download.suggestedFilename()).toBe(`claim-pack-${order.number}.zip`);
  const files = unzip(await readFile((await download.path())!));
  expect(Object.keys(files).sort()).toEqual(['label.pdf', 'photos/photo-1.png', 'timeline.pdf']);
  expect(Buffer.from(files['label.pdf']!).subarray(0, 5).toString()).toBe('%PDF-');
  expect(hex(files['photos/photo-1.png'], 8)).toBe('89504e470d0a1a0a');
  expect(Buffer.from(files['timeline.pdf']!).subarray(0, 5).toString()).toBe('%PDF-');

  const detail = await page.request.get(`/api/v1/orders/detail?id=${order.id}`);
  expect(((await detail.json()) as { Datum: { status: number } }).Datum.status).toBe(142);
});
