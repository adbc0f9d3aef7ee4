import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers';

// The product search box of the order and stock forms: a name typed and Enter pressed at
// once adds that name's product, never the top answer to the text typed before it (Enter
// waits for the answer to the text in the box).
//
// Seed (prisma/seed.ts), not changed by other specs: ครีมกันแดด SPF50 50 กรัม (CREAM-50),
// เซรั่มวิตามินซี 30 มล. (SERUM-30), สบู่สมุนไพร แพ็ก 3 ก้อน (SOAP-3), มาสก์หน้า 10 แผ่น (MASK-10).
// Other specs add products named "เซรั่มทดสอบ...", "ครีมไหลงาน...": the texts typed here
// match only the demo product meant.

/**
 * Types `first` into the search box and lets its answer show, then replaces it with
 * `second` and presses Enter at once, before `second`'s answer can be in. `delay` types
 * key by key at a person's pace: a burst of keys faster than a scanner's pause would be
 * read as a scan by the keyboard-wedge hook, not as typing.
 */
async function replaceAndEnter(
  page: Page,
  prefix: 'order' | 'stock',
  first: { text: string; shows: string },
  second: string,
  delay = 0,
) {
  await page.getByTestId(`${prefix}-product-input`).click();
  await page.keyboard.type(first.text, { delay });
  await expect(page.getByTestId(`${prefix}-product-option`).first()).toContainText(first.shows);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(second, { delay });
  await page.keyboard.press('Enter');
}

test('new order: a name typed and Enter pressed at once adds that product', async ({ page }) => {
  await signIn(page, 'staff');
  await page.goto('/backoffice/orders/new');
  await expect(page.locator('[data-testid="order-form"][data-hydrated]')).toBeVisible();
  const lines = page.getByTestId('order-line');

  await replaceAndEnter(page, 'order', { text: 'ครีมกันแดด', shows: 'CREAM-50' }, 'เซรั่มวิตามิน');
  await expect(lines).toHaveCount(1);
  await expect(lines.first()).toContainText('SERUM-30');

  // Latin letters, typed key by key at a person's pace.
  await replaceAndEnter(page, 'order', { text: 'soap', shows: 'SOAP-3' }, 'mask', 60);
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(1)).toContainText('MASK-10');
  await expect(page.getByTestId('order-product-input')).toHaveValue('');
});

test('stock in: a name typed and Enter pressed at once adds that product', async ({ page }) => {
  await signIn(page, 'staff');
  await page.goto('/wms/inventory/in');
  await expect(page.locator('[data-testid="stock-form"][data-hydrated]')).toBeVisible();
  const lines = page.getByTestId('stock-line');

  await replaceAndEnter(page, 'stock', { text: 'สบู่สมุนไพร', shows: 'SOAP-3' }, 'มาสก์หน้า');
  await expect(lines).toHaveCount(1);
  await expect(lines.first()).toContainText('MASK-10');

  // Latin letters typed at a person's pace: the warehouse search takes the SKU's start, any case.
  await replaceAndEnter(page, 'stock', { text: 'cream', shows: 'CREAM-50' }, 'serum', 60);
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(1)).toContainText('SERUM-30');
});
