import { expect, test } from '@playwright/test';
import { signIn } from './helpers';

// The coupon screens against the built app: the owner creates a percent coupon through the
// form (Bangkok days typed the Thai way), finds it in the list, prints its sheet, and
// deletes it while it is still unused.

test('the owner creates a coupon, finds it in the list, prints it and deletes it unused', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const code = `E2E${Date.now() % 1_000_000}`;
  await signIn(page, 'owner');
  await page.goto('/backoffice/coupon');
  await expect(page.getByTestId('coupon-list')).toBeVisible();
  await page.getByTestId('coupon-create').click();
  await expect(page).toHaveURL(/\/backoffice\/coupon\/create$/);

  await page.getByTestId('coupon-form-code').fill(code);
  await page.getByTestId('coupon-form-name').fill('ลด 10% ลูกค้าประจำ');
  await page.getByTestId('coupon-form-type').selectOption('2');
  await page.getByTestId('coupon-form-value').fill('10');
  await page.getByTestId('coupon-form-max').fill('100');
  await page.getByTestId('coupon-form-minimum').fill('200');
  await page.getByTestId('coupon-form-from').fill('01/11/2569');
  await page.getByTestId('coupon-form-to').fill('31/12/2569');
  await page.getByTestId('coupon-form-quantity').fill('5');
  await page.getByTestId('coupon-form-save').click();

  await expect(page.getByTestId('coupon-detail-code')).toHaveText(code);
  const id = await page.getByTestId('coupon-detail').getAttribute('data-coupon-id');
  const saved = await page.request.get(`/api/v1/coupon/${id}`);
  expect(saved.status()).toBe(200);
  expect((await saved.json()).Datum).toMatchObject({
    code,
    discount_type: 2,
    quantity: 5,
  });

  const pdf = await page.request.get((await page.getByTestId('coupon-pdf').getAttribute('href'))!);
  expect(pdf.status()).toBe(200);
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

  await page.goto(`/backoffice/coupon?q=${code}`);
  await expect(page.getByTestId(`coupon-list-code-${id}`)).toBeVisible();

  await page.goto(`/backoffice/coupon/detail/${id}`);
  await page.getByTestId('coupon-delete').click();
  await page.getByTestId('coupon-delete-confirm').click();
  await expect(page).toHaveURL(/\/backoffice\/coupon$/);
  expect((await page.request.get(`/api/v1/coupon/${id}`)).status()).toBe(404);
});
