import { expect, test, type Page } from '@playwright/test';
import QRCode from 'qrcode';
import { slipQrPayload } from '../lib/domain/payments/slip-qr';
import { signIn } from './helpers';

// The order flow in the browser: an order taken with a scanned product and an autocompleted
// address, found again by phone, its payment confirmed in the queue, then at 111 with the
// event in its timeline; the same slip on a second order is flagged.

const phoneDigits = `08${String(Date.now()).slice(-8)}`;
const phoneDashed = `${phoneDigits.slice(0, 3)}-${phoneDigits.slice(3, 6)}-${phoneDigits.slice(6)}`;
const SERUM_BARCODE = '2000000000015'; // seed: เซรั่มวิตามินซี 30 มล.

/** A bank slip image: its mini-QR carries the sending bank and the transaction reference. */
async function slipPng(transRef: string): Promise<Buffer> {
  return QRCode.toBuffer(slipQrPayload({ sendingBank: '004', transRef }), {
    type: 'png',
    width: 480,
    margin: 4,
  });
}

/** Types a code the way a keyboard-wedge scanner does: fast keys, then Enter. */
async function wedgeScan(page: Page, code: string) {
  await page.getByTestId('order-scan-input').click();
  await page.keyboard.type(code, { delay: 5 });
  await page.keyboard.press('Enter');
}

async function fillOrder(page: Page, recipient: string, slip: Buffer) {
  await page.goto('/backoffice/orders/new');
  // Scan only once the page's key handlers are live (see useHydrated).
  await expect(page.locator('[data-testid="order-form"][data-hydrated]')).toBeVisible();

  await wedgeScan(page, SERUM_BARCODE);
  await expect(page.getByTestId('order-line')).toHaveCount(1);
  await wedgeScan(page, SERUM_BARCODE);
  await expect(page.getByTestId('order-line-qty')).toHaveValue('2');
  // The catalogue price may have been edited by another spec: the line's price is set here.
  await page.getByTestId('order-line-price').fill('390');

  await page.getByTestId('order-recipient-name').fill(recipient);
  await page.getByTestId('order-recipient-phone').fill(phoneDashed);
  await page.getByTestId('order-recipient-address').fill('99/1 หมู่ 3 ถนนนิมมานเหมินท์');
  await page.getByTestId('address-zipcode').fill('50200');
  const suthep = page.getByTestId('address-option').filter({ hasText: 'สุเทพ' });
  await expect(suthep).toHaveCount(1);
  await suthep.click();
  await expect(page.getByTestId('address-province')).toHaveValue('เชียงใหม่');

  await page.getByTestId('order-payment-method').selectOption({ label: 'โอนเงิน กสิกรไทย (โอนเงิน)' });
  await page.getByTestId('order-shipping-provider').selectOption('1');
  await page.getByTestId('order-shipping-fee').fill('50');
  // 2 x 390.00 + 50.00, computed as typed.
  await expect(page.getByTestId('order-total')).toHaveAttribute('data-value', '830.00');

  await page.getByTestId('order-slip-input').setInputFiles({
    name: 'slip.png',
    mimeType: 'image/png',
    buffer: slip,
  });
  await expect(page.getByTestId('order-slip-preview')).toBeVisible();
  await page.getByTestId('order-submit').click();
  await expect(page.getByTestId('order-saved')).toBeVisible();
  const number = (await page.getByTestId('order-saved-number').textContent())!.trim();
  expect(number).toMatch(/^SO\d{10}$/);
  return number;
}

test('take an order by scanning, find it by phone, confirm its payment, see it at 111', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'staff');
  // A transfer method without a PromptPay id: the saved order asks for no QR at all.
  const promptPayCalls: string[] = [];
  page.on('request', (r) => {
    if (/\/api\/v1\/orders\/\d+\/promptpay/.test(r.url())) promptPayCalls.push(r.url());
  });
  const slip = await slipPng(`E2E${Date.now()}`);
  const number = await fillOrder(page, 'คุณทดสอบ ออเดอร์อีทูอี', slip);
  await expect(page.getByTestId('order-slip-status')).toHaveAttribute('data-status', 'done');
  await expect(page.getByTestId('order-promptpay')).toHaveCount(0);
  expect(promptPayCalls).toEqual([]);

  // Found in the list by the phone number, typed without dashes.
  await page.goto('/backoffice/orders');
  await page.getByTestId('orders-table-search').fill(phoneDigits);
  const row = page.getByTestId('orders-table-row').filter({ hasText: number });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('830.00');

  // Confirmed correct in the payment queue, with the amount read on the slip.
  await page.goto('/backoffice/payments');
  await page.getByTestId('payments-search').fill(number);
  const queued = page.getByTestId('payments-row').filter({ hasText: number });
  await expect(queued).toHaveCount(1);
  // The slip itself is served next to the amount due (the image really loads).
  const slipImage = queued.getByTestId('payments-slip').locator('img');
  await expect
    .poll(() => slipImage.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await queued.getByTestId('payments-amount').fill('830');
  await expect(queued.getByTestId('payments-amount')).toHaveAttribute('data-check', 'match');
  await queued.getByTestId('payments-correct').click();
  await expect(page.getByTestId('payments-row').filter({ hasText: number })).toHaveCount(0);

  // At 111 with the payment event in the timeline.
  await page.goto('/backoffice/orders');
  await page.getByTestId('orders-table-search').fill(number);
  // The search has reached the URL (and the table) before a row is opened.
  await expect(page).toHaveURL(new RegExp(`[?&]q=${number}`));
  await expect(page.getByTestId('orders-table-row')).toHaveCount(1);
  await page
    .getByTestId('orders-table-row')
    .filter({ hasText: number })
    .getByRole('link')
    .first()
    .click();
  await expect(page.getByTestId('order-detail-number')).toHaveText(number);
  await expect(page.getByTestId('order-detail-status')).toHaveAttribute('data-status', '111');
  const confirmed = page
    .getByTestId('order-event')
    .and(page.locator('[data-type="payment_confirmed"]'));
  await expect(confirmed).toHaveCount(1);
  await expect(confirmed).toHaveAttribute('data-from', '100');
  await expect(confirmed).toHaveAttribute('data-to', '111');
});

test('the same slip on a second order is flagged as a duplicate', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'staff');
  const slip = await slipPng(`DUP${Date.now()}`);
  const first = await fillOrder(page, 'คุณสลิปแรก ทดสอบ', slip);
  await expect(page.getByTestId('order-slip-status')).toHaveAttribute('data-status', 'done');

  await fillOrder(page, 'คุณสลิปซ้ำ ทดสอบ', slip);
  await expect(page.getByTestId('order-slip-status')).toHaveAttribute('data-status', 'duplicate');
  await expect(page.getByTestId('order-slip-duplicate')).toContainText(first);

  // The queue shows the badge on the second order too.
  await page.goto('/backoffice/payments');
  await page.getByTestId('payments-search').fill(phoneDigits);
  await expect(page.getByTestId('payments-duplicate').first()).toBeVisible();
});
