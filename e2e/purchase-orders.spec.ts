import { expect, test, type Page } from '@playwright/test';
import QRCode from 'qrcode';
import { signIn, signOut } from './helpers';

// A purchase order from start to end in the browser, as the people who work it (the clerk
// makes and receives it, the owner approves): made through the form
// (the seeded partner and storage, a seeded warehouse product added by scanning its
// barcode), approved, received in two parts by scanning (a scan over what is still open
// refused on screen), then the stock balance read from the API and both stock-in bills
// found in the warehouse history. Balances are read before, so the spec holds whatever
// ran before it.

const PARTNER = 'บริษัท สยามซัพพลาย จำกัด';
const STORAGE = 'คลังหลัก';
const SOAP_BARCODE = '2000000000046';
const ORDERED = 6;
const FIRST = 4;

/** A photo of the paper delivery note: any real PNG will do. */
function notePng(text: string): Promise<Buffer> {
  return QRCode.toBuffer(text, { type: 'png', width: 360, margin: 4 });
}

/** Types a code the way a keyboard-wedge scanner does: fast keys, then Enter. */
async function scanInto(page: Page, box: string, code: string) {
  await page.getByTestId(box).click();
  await page.keyboard.type(code, { delay: 5 });
  await page.keyboard.press('Enter');
}

/** Units of a product in a storage now, from the stock list API (0 when it never held any). */
async function balance(page: Page, storageId: string, productId: string): Promise<number> {
  const res = await page.request.get(
    `/api/v1/wms/inventory?storage_id=${storageId}&product_id=${productId}&limit=1`,
  );
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as {
    data: Array<{ product_id: number; storage_id: number; balance: number | string }>;
  };
  const row = body.data.find(
    (r) => String(r.product_id) === productId && String(r.storage_id) === storageId,
  );
  return row ? Number(row.balance) : 0;
}

async function receiveScreen(page: Page) {
  // Scan only once the page's handlers are live.
  await expect(page.locator('[data-testid="po-receive"][data-hydrated]')).toBeVisible();
}

test('a purchase order made, approved, received in two parts by scanning', async ({ page }) => {
  test.setTimeout(180_000);
  const tag = String(Date.now()).slice(-6);
  // The warehouse clerk (staff: po 2) makes and receives the PO; the owner approves it (po 3).
  await signIn(page, 'staff');

  // --- The list links the form.
  await page.goto('/backoffice/po');
  await expect(page.getByTestId('po-list')).toBeVisible();
  await page.getByTestId('po-create').click();
  await expect(page).toHaveURL(/\/backoffice\/po\/create$/);
  await expect(page.locator('[data-testid="po-form"][data-hydrated]')).toBeVisible();

  // --- The form: partner, storage, a scanned product, its quantity and unit cost.
  await page.getByTestId('po-form-partner').selectOption({ label: PARTNER });
  const [storageId] = await page.getByTestId('po-form-storage').selectOption({ label: STORAGE });
  await page.getByTestId('po-form-note').fill(`PO e2e ${tag}`);
  await scanInto(page, 'po-scan-input', SOAP_BARCODE);
  const line = page.getByTestId('po-form-line');
  await expect(line).toHaveCount(1);
  await scanInto(page, 'po-scan-input', SOAP_BARCODE);
  await expect(line).toHaveCount(1);
  await expect(line.getByTestId('po-form-line-quantity')).toHaveValue('2');
  const productId = (await line.getAttribute('data-product-id'))!;
  await line.getByTestId('po-form-line-quantity').fill(String(ORDERED));
  await line.getByTestId('po-form-line-cost').fill('41.50');
  // 6 x 41.50 = 249.00; VAT 7% 17.43; grand total 266.43 (shown as typed).
  await expect(line.getByTestId('po-form-line-amount')).toHaveAttribute('data-value', '249.00');
  await expect(page.getByTestId('po-form-totals-vat')).toHaveAttribute('data-value', '17.43');
  await expect(page.getByTestId('po-form-totals-grand')).toHaveAttribute('data-value', '266.43');
  const before = await balance(page, storageId!, productId);
  await page.getByTestId('po-form-save').click();

  // --- The saved draft, then approved behind its confirm dialog.
  await expect(page).toHaveURL(/\/backoffice\/po\/view-\d+$/);
  const view = page.getByTestId('po-view');
  await expect(view).toHaveAttribute('data-status', '0');
  const poNumber = (await page.getByTestId('po-view-number').textContent())!.trim();
  expect(poNumber).toMatch(/^PO-\d{4}-\d{5}$/);
  await expect(page.getByTestId('po-view-totals-grand')).toHaveAttribute('data-value', '266.43');
  await expect(page.getByTestId('po-receive')).toHaveCount(0);
  // Approving is not the clerk's: no button at po 2.
  await expect(page.getByTestId('po-approve')).toHaveCount(0);
  const poUrl = page.url();
  await signOut(page);
  await signIn(page, 'owner');
  await page.goto(poUrl);
  await page.getByTestId('po-approve').click();
  await page.getByTestId('po-confirm').click();
  await expect(view).toHaveAttribute('data-status', '1');
  await expect(page.getByTestId('po-view-status')).toHaveAttribute('data-status', '1');
  await signOut(page);
  await signIn(page, 'staff');
  await page.goto(poUrl);
  await expect(view).toHaveAttribute('data-status', '1');

  // --- First receipt: 4 scanned, with a photo of the delivery note.
  await page.getByTestId('po-receive').click();
  await expect(page).toHaveURL(/\/backoffice\/po\/receive-\d+$/);
  await receiveScreen(page);
  const receiveLine = page.getByTestId('po-receive-line');
  await expect(receiveLine.getByTestId('po-receive-line-open')).toHaveAttribute(
    'data-value',
    String(ORDERED),
  );
  for (let i = 0; i < FIRST; i++) await scanInto(page, 'po-receive-scan-input', SOAP_BARCODE);
  await expect(receiveLine.getByTestId('po-receive-line-count')).toHaveValue(String(FIRST));
  await expect(page.getByTestId('po-receive-outcome')).toHaveAttribute('data-outcome', 'counted');
  await page.getByTestId('po-receive-photo-input').setInputFiles({
    name: 'delivery-note.png',
    mimeType: 'image/png',
    buffer: await notePng(`PO-NOTE-${tag}`),
  });
  await page.getByTestId('po-receive-submit').click();
  await expect(page.getByTestId('po-receive-saved')).toBeVisible();
  const firstBill = (await page.getByTestId('po-receive-bill-number').textContent())!.trim();
  expect(firstBill).toMatch(/^IN-\d{4}-\d{5}$/);
  await expect(page.getByTestId('po-receive')).toHaveAttribute('data-status', '2');
  await expect(receiveLine.getByTestId('po-receive-line-open')).toHaveAttribute(
    'data-value',
    String(ORDERED - FIRST),
  );

  // --- Second receipt: the rest; one scan too many is refused on screen, never sent.
  for (let i = 0; i < ORDERED - FIRST; i++)
    await scanInto(page, 'po-receive-scan-input', SOAP_BARCODE);
  await scanInto(page, 'po-receive-scan-input', SOAP_BARCODE);
  await expect(page.getByTestId('po-receive-outcome')).toHaveAttribute('data-outcome', 'overOpen');
  await expect(receiveLine.getByTestId('po-receive-line-count')).toHaveValue(
    String(ORDERED - FIRST),
  );
  await page.getByTestId('po-receive-submit').click();
  await expect(page.getByTestId('po-receive')).toHaveAttribute('data-status', '3');
  await expect(page.getByTestId('po-receive-not-open')).toBeVisible();
  const secondBill = (await page.getByTestId('po-receive-bill-number').textContent())!.trim();
  expect(secondBill).toMatch(/^IN-\d{4}-\d{5}$/);
  expect(secondBill).not.toBe(firstBill);

  // --- The balance grew by what was ordered, at the storage of the PO.
  expect(await balance(page, storageId!, productId)).toBe(before + ORDERED);

  // --- The PO shows both receipts, nothing open, and each bill opens in the history.
  await page.getByTestId('po-receive-back').click();
  await expect(view).toHaveAttribute('data-status', '3');
  const receipts = page.getByTestId('po-receipt');
  await expect(receipts).toHaveCount(2);
  await expect(receipts.filter({ hasText: firstBill })).toHaveCount(1);
  await expect(receipts.filter({ hasText: secondBill })).toHaveCount(1);
  await expect(page.getByTestId('po-view-line-open')).toHaveAttribute('data-value', '0');
  await expect(page.getByTestId('po-view-line-received')).toHaveAttribute(
    'data-value',
    String(ORDERED),
  );

  await page.goto('/wms/history');
  const rows = page.getByTestId('history-table-row');
  for (const bill of [firstBill, secondBill]) {
    await page.getByTestId('history-table-filter-bill_number').fill(bill);
    await expect(page).toHaveURL(new RegExp(`[?&]bill_number=${bill}`));
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(bill);
  }
  // The first bill keeps the delivery note's photo.
  await page.getByTestId('history-table-filter-bill_number').fill(firstBill);
  await expect(rows).toHaveCount(1);
  await expect(rows.first().getByTestId('history-has-image')).toBeVisible();

  // --- The list finds the PO by its number and shows it received in full.
  await page.goto(`/backoffice/po?po_from=${poNumber}&po_to=${poNumber}`);
  await expect(page.getByTestId('po-print-range')).toHaveAttribute(
    'href',
    `/api/v1/wms/po/pdf?po_from=${poNumber}&po_to=${poNumber}`,
  );
  const received = page.locator('[data-testid^="po-list-received-"]');
  await expect(received).toHaveCount(1);
  await expect(received).toContainText(`${ORDERED} / ${ORDERED}`);
});
