import { expect, test, type Page, type Response } from '@playwright/test';
import { signIn, signOut } from './helpers';
import { orderThroughApi } from './order-helpers';

// The payment check in the browser: the PromptPay QR offered only for a payment method that
// has a PromptPay id (no refused call on load), the amount read on the slip needed to
// confirm (Enter on an empty amount goes to the amount), a manager's "no slip: confirm
// anyway", and the Undo of a confirm, from the queue and from the order detail.

/** An unpaid order of one SERUM-30 paid by the named method. */
async function unpaidOrder(page: Page, method: string) {
  const order = await orderThroughApi(page, {
    sku: 'SERUM-30',
    method: (name) => name === method,
    quantity: 1,
    price: '450.00',
    recipient: 'คุณตรวจ สลิปทดสอบ',
  });
  expect(order.status).toBe(100);
  return order;
}

/** Every answer of GET /api/v1/orders/{id}/promptpay the page receives from now on. */
function promptPayAnswers(page: Page): Array<{ url: string; status: number }> {
  const seen: Array<{ url: string; status: number }> = [];
  page.on('response', (r: Response) => {
    if (/\/api\/v1\/orders\/\d+\/promptpay/.test(r.url()))
      seen.push({ url: r.url(), status: r.status() });
  });
  return seen;
}

test('the PromptPay QR is offered only where the payment method has a PromptPay id', async ({
  page,
}) => {
  await signIn(page, 'owner');
  const transfer = await unpaidOrder(page, 'โอนเงิน กสิกรไทย');
  const promptpay = await unpaidOrder(page, 'พร้อมเพย์ QR');
  const answers = promptPayAnswers(page);

  await page.goto(`/backoffice/orders/${transfer.id}`);
  await expect(page.getByTestId('order-payment')).toBeVisible();
  await expect(page.getByTestId('order-check-payment')).toBeVisible();
  await expect(page.getByTestId('order-promptpay')).toHaveCount(0);
  // The quick order screen of the same order asks for no QR either.
  await page.goto(`/backoffice/ordersv2/${transfer.id}`);
  await expect(page.getByTestId('quick-order-mode')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('order-promptpay')).toHaveCount(0);

  await page.goto(`/backoffice/orders/${promptpay.id}`);
  await page.getByTestId('order-promptpay').click();
  await expect(page.getByTestId('promptpay-qr')).toBeVisible();

  expect(answers.filter((a) => a.status !== 200)).toEqual([]);
  expect(answers.filter((a) => a.url.includes(`/orders/${transfer.id}/`))).toEqual([]);
  expect(answers.some((a) => a.url.includes(`/orders/${promptpay.id}/`))).toBe(true);
});

test('the checker (staff, payment level 2) confirms in the queue with the amount typed, and is offered no undo', async ({
  page,
}) => {
  await signIn(page, 'staff');
  const order = await unpaidOrder(page, 'โอนเงิน กสิกรไทย');
  await page.goto('/backoffice/payments');
  await page.getByTestId('payments-search').fill(order.number);
  const row = page.getByTestId('payments-row').filter({ hasText: order.number });
  await expect(row).toHaveCount(1);
  const amount = row.getByTestId('payments-amount');
  await expect(amount).toHaveValue('');
  await row.getByTestId('payments-amount-due').click();
  await page.keyboard.press('Enter');
  await expect(amount).toBeFocused();
  await page.keyboard.type(order.total);
  await page.keyboard.press('Enter');
  await expect(row).toHaveCount(0);
  await expect(page.getByTestId('payments-recent-item')).toHaveCount(0);
  const confirmed = await page.request.get(`/api/v1/orders/detail?id=${order.id}`);
  expect(((await confirmed.json()) as { Datum: { status: number } }).Datum.status).toBe(111);
  await signOut(page);
});

test('the queue needs the amount typed; a manager undoes a confirm just made', async ({ page }) => {
  await signIn(page, 'owner');
  const order = await unpaidOrder(page, 'โอนเงิน กสิกรไทย');

  await page.goto('/backoffice/payments');
  await page.getByTestId('payments-search').fill(order.number);
  const row = page.getByTestId('payments-row').filter({ hasText: order.number });
  await expect(row).toHaveCount(1);
  await expect(page.getByTestId('payments-row')).toHaveCount(1);
  const amount = row.getByTestId('payments-amount');
  // Empty, with words for a hint: nothing there reads like an amount from the slip.
  await expect(amount).toHaveValue('');
  await expect(amount).not.toHaveAttribute('placeholder', /\d/);

  // Enter on the selected order with no amount: no confirm, the amount gets the focus.
  await row.getByTestId('payments-amount-due').click();
  await expect(row).toHaveAttribute('data-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(amount).toBeFocused();
  await expect(row.getByTestId('payments-amount-check')).not.toBeEmpty();
  await expect(row).toHaveCount(1);
  const still = await page.request.get(`/api/v1/orders/detail?id=${order.id}`);
  expect(((await still.json()) as { Datum: { status: number } }).Datum.status).toBe(100);

  // Typed, then Enter: confirmed, and the Undo stays offered right after.
  await page.keyboard.type(order.total);
  await page.keyboard.press('Enter');
  await expect(row).toHaveCount(0);
  const recent = page
    .getByTestId('payments-recent-item')
    .and(page.locator(`[data-order-id="${order.id}"]`));
  await expect(recent).toBeVisible();
  await recent.getByTestId('payments-undo').click();
  await page.getByTestId('undo-reason').fill('กดยืนยันผิดออเดอร์');
  await page.getByTestId('undo-submit').click();
  await expect(recent).toHaveCount(0);
  // Back in the queue, unpaid again.
  await expect(page.getByTestId('payments-row').filter({ hasText: order.number })).toHaveCount(1);

  await page.goto(`/backoffice/orders/${order.id}`);
  await expect(page.getByTestId('order-detail-status')).toHaveAttribute('data-status', '100');
  const undone = page.getByTestId('order-event').and(page.locator('[data-type="payment_undone"]'));
  await expect(undone).toHaveCount(1);
  await expect(undone).toHaveAttribute('data-from', '111');
  await expect(undone).toHaveAttribute('data-to', '100');
  await expect(undone).toContainText('กดยืนยันผิดออเดอร์');
});

test('on the order detail: the amount is asked for, a manager confirms without a slip and undoes it', async ({
  page,
}) => {
  await signIn(page, 'owner');
  const order = await unpaidOrder(page, 'โอนเงิน กสิกรไทย');
  await page.goto(`/backoffice/orders/${order.id}`);
  await expect(page.getByTestId('order-no-slip')).toBeVisible();

  await page.getByTestId('order-check-payment').click();
  const amount = page.getByTestId('payment-check-amount');
  await expect(amount).toHaveValue('');
  await page.getByTestId('payment-check-correct').click();
  await expect(amount).toBeFocused();
  await expect(page.getByTestId('payment-check-amount-check')).not.toBeEmpty();
  await expect(page.getByTestId('payment-check-dialog')).toBeVisible();

  await page.getByTestId('payment-check-no-slip').click();
  await expect(page.getByTestId('order-detail-status')).toHaveAttribute('data-status', '111');
  const confirmed = page
    .getByTestId('order-event')
    .and(page.locator('[data-type="payment_confirmed"]'));
  await expect(confirmed.getByTestId('order-event-no-slip')).toBeVisible();

  await page.getByTestId('order-undo-payment').click();
  await page.getByTestId('undo-submit').click();
  await expect(page.getByTestId('order-detail-status')).toHaveAttribute('data-status', '100');
  await expect(
    page.getByTestId('order-event').and(page.locator('[data-type="payment_undone"]')),
  ).toHaveCount(1);
  await expect(page.getByTestId('order-undo-payment')).toHaveCount(0);
  await expect(page.getByTestId('order-check-payment')).toBeVisible();
});
