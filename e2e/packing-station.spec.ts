import { expect, test } from '@playwright/test';
import { signIn, signOut } from './helpers';
import { codOrder, COLLA_BARCODE, UNKNOWN_BARCODE, wedgeScan } from './packing-helpers';

// The packing station (its webcam has its own spec, packing-video), used by the people who
// work there: the packer (staff, packing level 2) opens a cash-on-delivery order (it starts
// at 111) by scanning its number like a wedge scanner, scans its units (a wrong item and
// one too many are refused with their own outcome), closes it and gets the label PDF; the
// order is at 112. The driver (delivery level 2) finds the hand-over check in the sidebar
// and scans the parcel they take: 121.

test('the packer opens an order by scanning it, scans its units, closes it; the driver hands it over', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'staff');
  const order = await codOrder(page);

  await page.goto('/backoffice/packings');
  const station = page.locator('[data-testid="station"][data-hydrated]');
  await expect(station).toBeVisible();
  const state = page.getByTestId('station-state');
  await expect(state).toHaveAttribute('data-state', 'waiting');

  await wedgeScan(page, order.number);
  await expect(state).toHaveAttribute('data-state', 'packing');
  await expect(page.getByTestId('station-order-number')).toHaveText(order.number);
  const line = page
    .getByTestId('station-line')
    .and(page.locator(`[data-barcode="${COLLA_BARCODE}"]`));
  await expect(line).toHaveAttribute('data-ordered', '2');
  await expect(line).toHaveAttribute('data-scanned', '0');

  const outcome = page.getByTestId('station-outcome');
  await wedgeScan(page, COLLA_BARCODE);
  await expect(line).toHaveAttribute('data-scanned', '1');
  await expect(outcome).toHaveAttribute('data-outcome', 'ok');

  await wedgeScan(page, UNKNOWN_BARCODE);
  await expect(outcome).toHaveAttribute('data-outcome', 'wrong');
  await expect(outcome).toContainText(UNKNOWN_BARCODE);
  await expect(line).toHaveAttribute('data-scanned', '1');

  await wedgeScan(page, COLLA_BARCODE);
  await expect(line).toHaveAttribute('data-scanned', '2');
  await expect(state).toHaveAttribute('data-state', 'complete');

  await wedgeScan(page, COLLA_BARCODE);
  await expect(outcome).toHaveAttribute('data-outcome', 'too-many');
  await expect(line).toHaveAttribute('data-scanned', '2');

  await page.getByTestId('station-close').click();
  await expect(state).toHaveAttribute('data-state', 'closed');
  const print = page.getByTestId('station-print');
  await expect(print).toHaveAttribute('href', new RegExp(`order_ids=${order.id}`));
  const pdf = await page.request.get((await print.getAttribute('href'))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');

  // The order left stock and is awaiting collection.
  const detail = await page.request.get(`/api/v1/orders/detail?id=${order.id}`);
  expect(((await detail.json()) as { Datum: { status: number } }).Datum.status).toBe(112);

  // Ready for the next order at once.
  await wedgeScan(page, order.number);
  await expect(outcome).toHaveAttribute('data-outcome', 'wrong-status');

  // The driver takes it: the hand-over check from the sidebar, 112 -> 121; a second scan
  // says so.
  await signOut(page);
  await signIn(page, 'delivery');
  await page.locator('[data-testid="sidebar-link-/backoffice/packings/shipping/checking"]').click();
  await expect(page.locator('[data-testid="handover"][data-hydrated]')).toBeVisible();
  const scanHandover = async (code: string) => {
    await page.getByTestId('handover-scan-input').click();
    await page.keyboard.type(code, { delay: 5 });
    await page.keyboard.press('Enter');
  };
  await scanHandover(order.number);
  const rows = page.getByTestId('handover-row');
  await expect(rows.first()).toHaveAttribute('data-order-number', order.number);
  await expect(rows.first()).toHaveAttribute('data-outcome', 'handed_over');
  await scanHandover(order.number);
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toHaveAttribute('data-outcome', 'already_handed_over');
  // The driver reads no orders; the packer sees it in transit.
  await signOut(page);
  await signIn(page, 'staff');
  const shipped = await page.request.get(`/api/v1/orders/detail?id=${order.id}`);
  expect(((await shipped.json()) as { Datum: { status: number } }).Datum.status).toBe(121);
});
