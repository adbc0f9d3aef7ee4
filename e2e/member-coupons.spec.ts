import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers';
import { codOrder, wedgeScan } from './packing-helpers';

// A coupon from the back office to a LINE member's phone and into a parcel, against the
// built app and the local LINE (scripts/sandbox/line, port E2E_SANDBOX_PORT + 4): staff
// (coupon 2, packing 2) create a coupon through the form and give it to two members chosen
// by a filter; one member opens their LINE page (signed in by the sandbox's LINE login,
// phone proven by the code LINE pushed), which shows the coupon's QR; the packer scans that
// code into the packing of an order: the order's discount and the member's used code show;
// the same code on a second order is refused.

const SERUM_BARCODE = '2000000000015'; // seed: เซรั่มวิตามินซี 30 มล.
const LINE_URL = `http://127.0.0.1:${Number(process.env.E2E_SANDBOX_PORT ?? 4600) + 4}`;

/** A Bangkok calendar day `days` from today as the coupon form takes it: dd/mm/yyyy (BE). */
function thaiDay(days: number): string {
  const d = new Date(Date.now() + 7 * 3_600_000 + days * 86_400_000);
  const dd = String(d.getUTCDate()).padStart(2, '0');
  const mm = String(d.getUTCMonth() + 1).padStart(2, '0');
  return `${dd}/${mm}/${d.getUTCFullYear() + 543}`;
}

const lineUserId = () =>
  `U${Array.from({ length: 32 }, () => Math.floor(Math.random() * 16).toString(16)).join('')}`;

/** The last thing LINE pushed to a user: the one-time code's message. */
async function lastPushTo(page: Page, userId: string): Promise<string> {
  const res = await page.request.get(`${LINE_URL}/__sandbox/line/pushes`);
  expect(res.status()).toBe(200);
  const body = (await res.json()) as
    | Array<{ to: string; messages: Array<{ text?: string }> }>
    | { pushes: Array<{ to: string; messages: Array<{ text?: string }> }> };
  const pushes = Array.isArray(body) ? body : body.pushes;
  const mine = pushes.filter((p) => p.to === userId);
  expect(mine.length).toBeGreaterThan(0);
  return mine
    .at(-1)!
    .messages.map((m) => m.text ?? '')
    .join(' ');
}

test('a coupon given to two members is scanned from one member’s LINE page at the station, once', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const tag = `E2E${Date.now() % 1_000_000}`;
  const province = `จังหวัดทดสอบ ${tag}`;
  await signIn(page, 'staff');

  // The coupon, through the form: 50 baht off, ten uses, from today for a month.
  await page.goto('/backoffice/coupon/create');
  await page.getByTestId('coupon-form-code').fill(tag);
  await page.getByTestId('coupon-form-name').fill('ลด 50 บาท สมาชิก LINE');
  await page.getByTestId('coupon-form-type').selectOption('1');
  await page.getByTestId('coupon-form-value').fill('50');
  await page.getByTestId('coupon-form-from').fill(thaiDay(0));
  await page.getByTestId('coupon-form-to').fill(thaiDay(30));
  await page.getByTestId('coupon-form-quantity').fill('10');
  await page.getByTestId('coupon-form-save').click();
  await expect(page.getByTestId('coupon-detail-code')).toHaveText(tag);
  const couponId = Number(await page.getByTestId('coupon-detail').getAttribute('data-coupon-id'));

  // Member A joins from the shop's LINE: the page signs in with the sandbox LINE's token.
  const memberA = lineUserId();
  const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await phone.goto(
    `${LINE_URL}/__sandbox/line/login?${new URLSearchParams({
      sub: memberA,
      name: `สมใจ ${tag}`,
      redirect_uri: new URL('/liff', page.url()).toString(),
    })}`,
  );
  await expect(phone.getByTestId('liff-phone')).toBeVisible();
  await phone.getByTestId('liff-phone').fill(`08${String(Date.now()).slice(-8)}`);
  await phone.getByTestId('liff-phone-submit').click();
  await expect(phone.getByTestId('liff-code')).toBeVisible();
  const otp = /(\d{6})/.exec(await lastPushTo(page, memberA))![1]!;
  await phone.getByTestId('liff-code').fill(otp);
  await phone.getByTestId('liff-code-submit').click();
  await expect(phone.getByTestId('liff-coupons')).toBeVisible();
  await expect(phone.getByTestId('liff-coupons-empty')).toBeVisible();

  // Member B is added by staff; both live in the same (made-up) province.
  const members = await page.request.get(`/api/v2/member?q=${memberA}`);
  const a = ((await members.json()) as { data: Array<{ id: number }> }).data[0]!;
  expect((await page.request.put(`/api/v2/member/${a.id}`, { data: { province } })).status()).toBe(
    200,
  );
  const created = await page.request.post('/api/v2/member', {
    data: { line_user_id: lineUserId(), display_name: `สมชาย ${tag}`, province },
  });
  expect(created.status()).toBe(201);

  // Given to the members the filter chooses: exactly those two.
  await page.goto(
    `/backoffice/coupon/v2?coupon_id=${couponId}&province=${encodeURIComponent(province)}`,
  );
  await expect(page.getByTestId('coupon-assign-preview-toAssign')).toContainText('2');
  await page.getByTestId('coupon-assign-submit').click();
  await page.getByTestId('coupon-assign-confirm').click();
  await expect(page.getByTestId('coupon-assign-result')).toBeVisible();
  const codes = await page.request.get(`/api/v1/coupon/all?id=${couponId}`);
  expect(((await codes.json()) as { total: number }).total).toBe(2);

  // Member A's page now shows the code with its QR.
  await phone.getByTestId('liff-coupons-reload').click();
  const card = phone.getByTestId('liff-coupon').and(phone.locator('[data-state="usable"]'));
  await expect(card).toHaveCount(1);
  const code = (await card.getAttribute('data-code'))!;
  expect(code.startsWith(`${tag}-`)).toBe(true);
  await expect(card.getByTestId('liff-coupon-qr')).toHaveAttribute('data-code', code);
  await expect(card.getByTestId('liff-coupon-code')).toHaveText(code);

  // The packer opens an order and scans the member's QR into the coupon box.
  const order = await codOrder(page);
  await page.goto('/backoffice/packings');
  await expect(page.locator('[data-testid="station"][data-hydrated]')).toBeVisible();
  await wedgeScan(page, order.number);
  await expect(page.getByTestId('station-state')).toHaveAttribute('data-state', 'packing');
  await wedgeScan(page, code, 'station-coupon-scan-input');
  const linked = page.getByTestId('station-coupon-linked');
  await expect(linked).toHaveAttribute('data-code', code);
  await expect(linked).toHaveAttribute('data-discount', '50.00');
  const expectedTotal = (Number(order.total) - 50).toFixed(2);
  await expect(linked).toHaveAttribute('data-total', expectedTotal);
  await expect(page.getByTestId('station-outcome')).toHaveAttribute('data-outcome', 'coupon');

  // The order carries the discount; the member's code is used by that order.
  const saved = await page.request.get(`/api/v1/orders/detail?id=${order.id}`);
  expect((await saved.json()).Datum).toMatchObject({ coupon_code: code, total: expectedTotal });
  await page.goto(`/backoffice/coupon/member/${a.id}`);
  await expect(page.getByTestId('member-card')).toBeVisible();
  await expect(page.locator('[data-testid^="member-code-state-"]')).toHaveAttribute(
    'data-state',
    'used',
  );
  await expect(page.locator('[data-testid^="member-code-order-"]')).toContainText(order.number);
  await phone.getByTestId('liff-coupons-reload').click();
  await expect(phone.getByTestId('liff-coupon')).toHaveAttribute('data-state', 'used');

  // The same code on the next order is refused, and that order keeps its price.
  const second = await codOrder(page);
  await page.goto('/backoffice/packings');
  await expect(page.locator('[data-testid="station"][data-hydrated]')).toBeVisible();
  await wedgeScan(page, second.number);
  await expect(page.getByTestId('station-state')).toHaveAttribute('data-state', 'packing');
  await wedgeScan(page, code, 'station-coupon-scan-input');
  const outcome = page.getByTestId('station-outcome');
  await expect(outcome).toHaveAttribute('data-outcome', 'error');
  await expect(outcome).toContainText('คูปองนี้ถูกใช้ไปแล้ว');
  await expect(page.getByTestId('station-coupon-linked')).toHaveCount(0);
  const untouched = await page.request.get(`/api/v1/orders/detail?id=${second.id}`);
  expect((await untouched.json()).Datum).toMatchObject({ coupon_code: null, total: second.total });
  await phone.close();
});

test('the order form prices a coupon as its code is typed, and names a refusal', async ({
  page,
}) => {
  const code = `FORM${Date.now() % 1_000_000}`;
  await signIn(page, 'staff');
  const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
  const created = await page.request.post('/api/v1/coupon', {
    data: {
      code,
      name: 'ลด 10% ไม่เกิน 50',
      discount_type: 2,
      discount_value: '10',
      max_discount: '50',
      minimum_amount: '200',
      valid_from: today,
      valid_to: today,
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  await page.goto('/backoffice/orders/new');
  await expect(page.locator('[data-testid="order-form"][data-hydrated]')).toBeVisible();
  await wedgeScan(page, SERUM_BARCODE, 'order-scan-input');
  await expect(page.getByTestId('order-line')).toHaveCount(1);
  await page.getByTestId('order-line-qty').fill('1');
  await page.getByTestId('order-line-price').fill('390');
  await page.getByTestId('order-shipping-fee').fill('50');
  await expect(page.getByTestId('order-total')).toHaveAttribute('data-value', '440.00');

  // Typed in lower case: codes match in any case. 10% of 390 is 39, under the cap.
  await page.getByTestId('order-coupon').fill(code.toLowerCase());
  const status = page.getByTestId('order-coupon-status');
  await expect(status).toHaveAttribute('data-state', 'ok');
  await expect(status).toHaveAttribute('data-discount', '39.00');
  await expect(page.getByTestId('order-total')).toHaveAttribute('data-value', '401.00');

  // Two of them: 78 off is capped at 50.
  await page.getByTestId('order-line-qty').fill('2');
  await expect(status).toHaveAttribute('data-discount', '50.00');
  await expect(page.getByTestId('order-total')).toHaveAttribute('data-value', '780.00');

  // A code nobody issued is named as such, and the total goes back.
  await page.getByTestId('order-coupon').fill(`${code}X`);
  await expect(page.getByTestId('order-coupon')).toHaveAttribute('data-state', 'refused');
  await expect(page.getByText('ไม่พบคูปอง').first()).toBeVisible();
  await expect(page.getByTestId('order-total')).toHaveAttribute('data-value', '830.00');
});
