import { expect, test, type Locator, type Page } from '@playwright/test';
import QRCode from 'qrcode';
import { signIn } from './helpers';

// The stock flow in the browser: stock received with a scanned barcode and a bill photo,
// part of it transferred to another storage (both balances shown), then both bills found
// in the history and the stock-in bill opened with its photo.
//
// Seed data no other spec changes: สบู่สมุนไพร แพ็ก 3 ก้อน (SOAP-3), opening stock in
// คลังหลัก; คลังสำรอง starts empty. Balances are read from the screens before each bill,
// so the spec holds whatever ran before it.

const SOAP_BARCODE = '2000000000046';
const MAIN = 'คลังหลัก';
const SPARE = 'คลังสำรอง';
const RECEIVED = 5;
const MOVED = 3;

/** A photo of the paper bill: any real PNG will do. */
function billPng(text: string): Promise<Buffer> {
  return QRCode.toBuffer(text, { type: 'png', width: 360, margin: 4 });
}

/** Types a code the way a keyboard-wedge scanner does: fast keys, then Enter. */
async function wedgeScan(page: Page, code: string) {
  await page.getByTestId('stock-scan-input').click();
  await page.keyboard.type(code, { delay: 5 });
  await page.keyboard.press('Enter');
}

/** The number a balance cell shows once it has been read. */
async function balanceIn(cell: Locator): Promise<number> {
  await expect(cell).toHaveAttribute('data-value', /^\d+$/);
  return Number(await cell.getAttribute('data-value'));
}

async function openForm(page: Page, path: string) {
  await page.goto(path);
  // Scan only once the page's key handlers are live (see useHydrated).
  await expect(page.locator('[data-testid="stock-form"][data-hydrated]')).toBeVisible();
}

test('receive by scanning with a photo, transfer part, find both bills in the history', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const tag = String(Date.now()).slice(-6);
  await signIn(page, 'staff');

  // --- Stock in: two scans make one line of 2, typed up to 5, with a cost and a photo.
  await openForm(page, '/wms/inventory/in');
  await page.getByTestId('stock-storage').selectOption({ label: MAIN });
  await wedgeScan(page, SOAP_BARCODE);
  await expect(page.getByTestId('stock-line')).toHaveCount(1);
  await wedgeScan(page, SOAP_BARCODE);
  await expect(page.getByTestId('stock-line')).toHaveCount(1);
  await expect(page.getByTestId('stock-line-amount')).toHaveValue('2');
  await page.getByTestId('stock-line-amount').fill(String(RECEIVED));
  await page.getByTestId('stock-line-cost').fill('41.50');
  const before = await balanceIn(page.getByTestId('stock-line-balance-destination'));
  await page.getByTestId('stock-note').fill(`รับของ e2e ${tag}`);
  await page.getByTestId('stock-image-input').setInputFiles({
    name: 'bill.png',
    mimeType: 'image/png',
    buffer: await billPng(`IN-BILL-${tag}`),
  });
  await expect(page.getByTestId('stock-image-preview')).toBeVisible();
  await page.getByTestId('stock-submit').click();

  await expect(page.getByTestId('stock-saved')).toBeVisible();
  const inNumber = (await page.getByTestId('stock-saved-number').textContent())!.trim();
  expect(inNumber).toMatch(/^IN-\d{4}-\d{5}$/);
  const inBillId = await page.getByTestId('stock-saved-number').getAttribute('data-bill-id');
  const received = page.getByTestId('stock-saved-line');
  await expect(received).toHaveCount(1);
  await expect(received).toHaveAttribute('data-balance', String(before + RECEIVED));
  await expect(received.getByTestId('stock-saved-amount')).toContainText(`+${RECEIVED}`);

  // --- Transfer 3 of them from the main storage to the spare one.
  await openForm(page, '/wms/inventory/transfer');
  await expect(page.getByTestId('stock-transfer-kind-storage')).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await page.getByTestId('stock-storage').selectOption({ label: MAIN });
  await page.getByTestId('stock-to-storage').selectOption({ label: SPARE });
  await wedgeScan(page, SOAP_BARCODE);
  await expect(page.getByTestId('stock-line')).toHaveCount(1);
  await page.getByTestId('stock-line-amount').fill(String(MOVED));
  // The source shows what the stock in left there.
  await expect(page.getByTestId('stock-line-balance-source')).toHaveAttribute(
    'data-value',
    String(before + RECEIVED),
  );
  const spareBefore = await balanceIn(page.getByTestId('stock-line-balance-destination'));
  await page.getByTestId('stock-submit').click();

  await expect(page.getByTestId('stock-saved')).toBeVisible();
  const moveNumber = (await page.getByTestId('stock-saved-number').textContent())!.trim();
  expect(moveNumber).toMatch(/^MOV-\d{4}-\d{5}$/);
  const lines = page.getByTestId('stock-saved-line');
  await expect(lines).toHaveCount(2);
  const fromMain = lines.filter({ hasText: MAIN });
  const toSpare = lines.filter({ hasText: SPARE });
  await expect(fromMain).toHaveAttribute('data-balance', String(before + RECEIVED - MOVED));
  await expect(fromMain.getByTestId('stock-saved-amount')).toContainText(`-${MOVED}`);
  await expect(toSpare).toHaveAttribute('data-balance', String(spareBefore + MOVED));
  await expect(toSpare.getByTestId('stock-saved-amount')).toContainText(`+${MOVED}`);

  // --- Both bills in the history (newest first), the stock in with its photo mark.
  await page.goto('/wms/history');
  const rows = page.getByTestId('history-table-row');
  await expect(rows.filter({ hasText: moveNumber })).toHaveCount(1);
  await expect(rows.filter({ hasText: inNumber })).toHaveCount(1);
  await expect(rows.filter({ hasText: inNumber }).getByTestId('history-has-image')).toBeVisible();

  // Narrowed to the stock-in bill by its number (kept in the URL), then opened.
  await page.getByTestId('history-table-filter-bill_number').fill(inNumber);
  await expect(page).toHaveURL(new RegExp(`[?&]bill_number=${inNumber}`));
  await expect(rows).toHaveCount(1);
  await page.getByTestId(`history-link-${inBillId}`).click();

  await expect(page.getByTestId('history-detail-number')).toHaveText(inNumber);
  await expect(page.getByTestId('history-detail-kind')).toHaveAttribute('data-kind', '1');
  await expect(page.getByTestId('history-detail-note')).toHaveText(`รับของ e2e ${tag}`);
  const detailLine = page.getByTestId('history-detail-line');
  await expect(detailLine).toHaveCount(1);
  await expect(detailLine.getByTestId('history-detail-amount')).toHaveAttribute(
    'data-value',
    String(RECEIVED),
  );
  await expect(detailLine.getByTestId('history-detail-balance')).toHaveAttribute(
    'data-value',
    String(before + RECEIVED),
  );
  // The photo itself is served (the image really loads), and opens zoomable.
  const photo = page.getByTestId('history-detail-image');
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await page.getByTestId('history-detail-image-open').click();
  await expect(page.getByTestId('slip-viewer-image')).toBeVisible();
});
