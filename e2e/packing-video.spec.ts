import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers';
import { codOrder, COLLA_BARCODE, wedgeScan } from './packing-helpers';

// The packing video, in Chromium with a fake camera (playwright.config.ts:
// --use-fake-device-for-media-stream, --use-fake-ui-for-media-stream): the order scan
// starts the recording, the close ends it, the video uploads in the background, and the
// order detail plays it beside the evidence clip and the label PDF. Then the upload
// queue: a recording whose upload is cut off waits and survives a reload; a recording cut
// off by a reload is still uploaded.

const PART_URLS = '**/api/v1/packings/video/upload**';

async function openStation(page: Page) {
  await page.goto('/backoffice/packings');
  await expect(page.locator('[data-testid="station"][data-hydrated]')).toBeVisible();
  await expect(page.getByTestId('station-recorder')).toHaveAttribute('data-state', 'ready', {
    timeout: 15_000,
  });
}

/** Scans the order and waits until the video holds a few seconds of it. */
async function recordOrder(page: Page, orderNumber: string) {
  await wedgeScan(page, orderNumber);
  await expect(page.getByTestId('station-state')).toHaveAttribute('data-state', 'packing');
  await expect(page.getByTestId('station-recorder')).toHaveAttribute('data-state', 'recording');
  await expect(page.getByTestId('station-recorder-timer')).toContainText(/^0:0[2-9] \/ 5:00$/, {
    timeout: 10_000,
  });
}

async function packAndClose(page: Page) {
  await wedgeScan(page, COLLA_BARCODE);
  await wedgeScan(page, COLLA_BARCODE);
  await expect(page.getByTestId('station-state')).toHaveAttribute('data-state', 'complete');
  await page.getByTestId('station-close').click();
  await expect(page.getByTestId('station-state')).toHaveAttribute('data-state', 'closed');
  await expect(page.getByTestId('station-recorder')).toHaveAttribute('data-state', 'ready');
}

async function packingOf(page: Page, orderId: number) {
  const res = await page.request.get(`/api/v1/packings?order_id=${orderId}`);
  expect(res.status()).toBe(200);
  const { data } = (await res.json()) as {
    data: Array<{ id: number; kind: number; video_status: number }>;
  };
  expect(data.length).toBeGreaterThan(0);
  return data[0]!;
}

/** Bytes of the recording in progress as the station's IndexedDB store holds them. */
function storedBytes(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('packing-videos');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result
            .transaction('recordings', 'readonly')
            .objectStore('recordings')
            .getAll();
          read.onerror = () => reject(read.error);
          read.onsuccess = () => {
            const rows = read.result as Array<{ state: string; size: number }>;
            open.result.close();
            resolve(rows.filter((r) => r.state === 'recording').reduce((n, r) => n + r.size, 0));
          };
        };
      }),
  );
}

/** The stored video is a WebM file (EBML magic) the browser decodes to frames. */
async function expectPlayableWebm(page: Page, url: string) {
  const res = await page.request.get(url);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('video/webm');
  const bytes = await res.body();
  expect(bytes.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
  return bytes.length;
}

test('the order scan starts the recording, the close ends it, and the order plays the video', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'staff');
  const order = await codOrder(page);

  await openStation(page);
  await recordOrder(page, order.number);
  await packAndClose(page);
  const uploads = page.getByTestId('station-uploads');
  await expect(uploads).toHaveAttribute('data-pending', '0', { timeout: 30_000 });
  await expect(uploads).toHaveAttribute('data-failed', '0');

  await page.goto(`/backoffice/orders/${order.id}`);
  const packing = await packingOf(page, order.id);
  const row = page.getByTestId(`order-packing-${packing.id}`);
  await expect(row).toHaveAttribute('data-video-status', '3');
  const video = row.getByTestId('order-packing-video');
  await expect(video).toBeVisible();
  // The player decodes it: frames of the camera's size are there.
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 15_000 })
    .toBeGreaterThanOrEqual(1);
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.videoWidth), { timeout: 15_000 })
    .toBeGreaterThan(0);
  const size = await expectPlayableWebm(page, (await video.getAttribute('src'))!);
  expect(size).toBeGreaterThan(10_000);

  const evidence = await row.getByTestId('order-packing-evidence').getAttribute('href');
  const clip = await expectPlayableWebm(page, evidence!);
  expect(clip).toBeLessThanOrEqual(30 * 1024 * 1024);

  const label = await page.getByTestId('order-packing-label').getAttribute('href');
  const pdf = await page.request.get(label!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
});

test('a cut-off upload waits, survives a reload and completes; so does a recording cut by a reload', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'staff');
  const first = await codOrder(page);
  const second = await codOrder(page);

  // Parts cannot reach the storage: the recording waits in the browser, the station goes on.
  await page.route(PART_URLS, (route) => route.abort('internetdisconnected'));
  await openStation(page);
  await recordOrder(page, first.number);
  await packAndClose(page);
  const uploads = page.getByTestId('station-uploads');
  await expect(uploads).toHaveAttribute('data-pending', '1');
  await expect(uploads).toContainText(/ลองส่งใหม่|retry/i, { timeout: 15_000 });
  expect((await packingOf(page, first.id)).video_status).not.toBe(3);

  // The network is back and the page reloaded: the queue in IndexedDB resumes.
  await page.unroute(PART_URLS);
  await openStation(page);
  await expect(uploads).toHaveAttribute('data-pending', '0', { timeout: 30_000 });
  await expect.poll(async () => (await packingOf(page, first.id)).video_status).toBe(3);
  await expectPlayableWebm(page, `/api/v1/packings/${(await packingOf(page, first.id)).id}/video`);

  // A reload in the middle of a recording: what was recorded is kept and sent. The station
  // stores a chunk a second; the reload comes once a picture's worth is in the store (the
  // first chunk can be a single byte of the file's header).
  await recordOrder(page, second.number);
  await expect.poll(() => storedBytes(page), { timeout: 10_000 }).toBeGreaterThan(10_000);
  await openStation(page);
  await expect(uploads).toHaveAttribute('data-pending', '0', { timeout: 30_000 });
  const cut = await packingOf(page, second.id);
  expect(cut.video_status).toBe(3);
  await expectPlayableWebm(page, `/api/v1/packings/${cut.id}/video`);
});

/** Packs, closes and hands over an order through the API: it is at 121, out for delivery. */
async function shippedOrder(page: Page) {
  const order = await codOrder(page);
  const post = async (path: string, data: Record<string, unknown>) => {
    const res = await page.request.post(path, { data });
    expect(res.status(), `${path} ${await res.text()}`).toBeLessThan(300);
    return ((await res.json()) as { Datum: Record<string, unknown> }).Datum;
  };
  await post('/api/v2/packings/verify/createoradd', { order_code: order.number });
  await post('/api/v2/packings/verify/createoradd', { order_id: order.id, barcode: COLLA_BARCODE });
  const packed = await post('/api/v2/packings/verify/createoradd', {
    order_id: order.id,
    barcode: COLLA_BARCODE,
  });
  await post('/api/v3/packings/verify/close', { packing_id: packed.packing_id });
  await post('/api/v2/packings/shipping/check', { order_code: order.number });
  return order;
}

test('a returned parcel is received by scanning it, filmed while unboxed, and the order is at 141', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'staff');
  const order = await shippedOrder(page);

  await page.goto('/backoffice/return');
  await expect(page.locator('[data-testid="return-station"][data-hydrated]')).toBeVisible();
  const recorder = page.getByTestId('station-recorder');
  await expect(recorder).toHaveAttribute('data-state', 'ready', { timeout: 15_000 });
  const state = page.getByTestId('return-state');
  await expect(state).toHaveAttribute('data-state', 'waiting');

  await wedgeScan(page, order.number, 'return-scan-input');
  await expect(state).toHaveAttribute('data-state', 'receiving');
  await expect(page.getByTestId('return-order-number')).toHaveText(order.number);
  await expect(recorder).toHaveAttribute('data-state', 'recording');

  // One unit comes back whole, one broken.
  await wedgeScan(page, COLLA_BARCODE, 'return-scan-input');
  const line = page.locator('[data-testid^="return-line-"][data-shipped="2"]');
  await expect(line).toHaveAttribute('data-scanned', '1');
  const productId = (await line.getAttribute('data-testid'))!.replace('return-line-', '');
  await page.getByTestId(`return-broken-${productId}`).fill('1');
  await expect(line).toHaveAttribute('data-remainder', '0');
  await expect(page.getByTestId('station-recorder-timer')).toContainText(/^0:0[2-9]/, {
    timeout: 10_000,
  });

  await page.getByTestId('return-close').click();
  await expect(state).toHaveAttribute('data-state', 'closed');
  const result = page.getByTestId('return-result');
  await expect(result).toBeVisible();
  await expect(page.getByTestId('return-result-bill')).not.toBeEmpty();
  await expect(
    page.getByTestId(`return-result-line-${productId}`).locator('[data-restocked]'),
  ).toHaveAttribute('data-restocked', '1');
  await expect(recorder).toHaveAttribute('data-state', 'ready');

  const detail = await page.request.get(`/api/v1/orders/detail?id=${order.id}`);
  expect(((await detail.json()) as { Datum: { status: number } }).Datum.status).toBe(141);

  // The unboxing video reaches the return packing, and plays from the order.
  await expect(page.getByTestId('station-uploads')).toHaveAttribute('data-pending', '0', {
    timeout: 30_000,
  });
  const res = await page.request.get(`/api/v1/packings?order_id=${order.id}&kind=2`);
  const { data } = (await res.json()) as { data: Array<{ id: number; video_status: number }> };
  expect(data).toHaveLength(1);
  expect(data[0]!.video_status).toBe(3);
  await expectPlayableWebm(page, `/api/v1/packings/${data[0]!.id}/video`);
});
