import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers';

// An order taken in the shop's LINE chat (docs/members.md, LINE orders), against the built
// app, its worker and the local LINE (scripts/sandbox/line, port E2E_SANDBOX_PORT + 4):
// staff (order 2) open a member's card, take a LINE order for them through the order form
// (the recipient already the member's), the member gets the summary and the PromptPay QR on
// LINE; the member sends the slip back as a picture in the chat; the order shows in the
// payment queue with that slip, the member is told it arrived, and staff confirm the
// payment.

const SERUM_BARCODE = '2000000000015'; // seed: เซรั่มวิตามินซี 30 มล.
const LINE_URL = `http://127.0.0.1:${Number(process.env.E2E_SANDBOX_PORT ?? 4600) + 4}`;

interface Push {
  to: string;
  messages: Array<{ type: string; text?: string; originalContentUrl?: string }>;
}

const lineUserId = () =>
  `U${Array.from({ length: 32 }, () => Math.floor(Math.random() * 16).toString(16)).join('')}`;

async function pushesTo(page: Page, userId: string): Promise<Push[]> {
  const res = await page.request.get(`${LINE_URL}/__sandbox/line/pushes`);
  expect(res.status()).toBe(200);
  const body = (await res.json()) as Push[] | { pushes: Push[] };
  return (Array.isArray(body) ? body : body.pushes).filter((p) => p.to === userId);
}

test('a LINE order: made from the member, summary and QR on LINE, the slip from the chat checked', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const tag = `E2E${Date.now() % 1_000_000}`;
  const userId = lineUserId();
  await signIn(page, 'staff');

  const created = await page.request.post('/api/v2/member', {
    data: {
      line_user_id: userId,
      display_name: `คุณไลน์ ${tag}`,
      phone: `08${String(Date.now()).slice(-8)}`,
      address: '12/3 ถนนนิมมานเหมินท์',
      subdistrict: 'สุเทพ',
      district: 'เมืองเชียงใหม่',
      province: 'เชียงใหม่',
      postcode: '50200',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const memberId = ((await created.json()) as { Datum: { id: number } }).Datum.id;

  // From the member's card to the order form, the recipient already theirs.
  await page.goto(`/backoffice/coupon/member/${memberId}`);
  await page.getByTestId('member-new-order').click();
  await expect(page.locator('[data-testid="order-form"][data-hydrated]')).toBeVisible();
  await expect(page.getByTestId('order-form-member')).toHaveAttribute(
    'data-member-id',
    String(memberId),
  );
  await expect(page.getByTestId('order-recipient-name')).toHaveValue(`คุณไลน์ ${tag}`);
  await expect(page.getByTestId('address-province')).toHaveValue('เชียงใหม่');

  await page.getByTestId('order-scan-input').click();
  await page.keyboard.type(SERUM_BARCODE, { delay: 5 });
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('order-line')).toHaveCount(1);
  await page.getByTestId('order-line-price').fill('390');
  const promptpay = await page
    .getByTestId('order-payment-method')
    .locator('option', { hasText: 'พร้อมเพย์ QR' })
    .getAttribute('value');
  await page.getByTestId('order-payment-method').selectOption(promptpay!);
  await page.getByTestId('order-shipping-provider').selectOption('1');
  await page.getByTestId('order-shipping-fee').fill('40');
  await expect(page.getByTestId('order-total')).toHaveAttribute('data-value', '430.00');
  await page.getByTestId('order-submit').click();
  await expect(page.getByTestId('order-saved')).toBeVisible();
  const number = (await page.getByTestId('order-saved-number').textContent())!.trim();

  // The member has the summary and the PromptPay QR on LINE (sent by the worker).
  await expect
    .poll(async () => (await pushesTo(page, userId)).length, { timeout: 20_000 })
    .toBeGreaterThan(0);
  const [summary] = await pushesTo(page, userId);
  expect(summary!.messages[0]!.text).toContain(number);
  expect(summary!.messages[0]!.text).toContain('430.00');
  expect(summary!.messages[1]!.type).toBe('image');
  const qr = await page.request.get(summary!.messages[1]!.originalContentUrl!);
  expect(qr.status()).toBe(200);
  expect(qr.headers()['content-type']).toBe('image/png');

  // The member sends the slip back as a picture in the chat.
  const sent = await page.request.post(`${LINE_URL}/__sandbox/line/image`, {
    data: { userId },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  expect(((await sent.json()) as { status: number }).status).toBe(200);

  // It lands on the order: in the payment queue with its picture; the member is told.
  await page.goto('/backoffice/payments');
  const row = page.getByTestId('payments-row').filter({ hasText: number });
  await expect
    .poll(
      async () => {
        await page.getByTestId('payments-search').fill(number);
        return row.getByTestId('payments-slip').locator('img').count();
      },
      { timeout: 30_000, intervals: [1_000, 2_000] },
    )
    .toBe(1);
  await expect.poll(async () => (await pushesTo(page, userId)).length, { timeout: 20_000 }).toBe(2);
  const told = (await pushesTo(page, userId))[1]!;
  expect(told.messages[0]!.text).toContain(number);

  // Staff read the amount on the slip and confirm the payment.
  await row.getByTestId('payments-amount').fill('430');
  await expect(row.getByTestId('payments-amount')).toHaveAttribute('data-check', 'match');
  await row.getByTestId('payments-correct').click();
  await expect(page.getByTestId('payments-row').filter({ hasText: number })).toHaveCount(0);
  const orders = await page.request.get(`/api/v1/orders?q=${number}`);
  const list = (await orders.json()) as {
    data: Array<{ order_number: string; status: number; platform: number }>;
  };
  const order = list.data.find((o) => o.order_number === number);
  expect(order).toMatchObject({ status: 111, platform: 5 });
});
