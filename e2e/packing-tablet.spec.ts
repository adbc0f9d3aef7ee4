import { devices, expect, test } from '@playwright/test';
import { signIn } from './helpers';
import { codOrder, COLLA_BARCODE, wedgeScan } from './packing-helpers';

// The station on a tablet held in portrait (a Galaxy Tab S4's viewport, touch): nothing
// runs off the side, the scan box, the line's counts and the close button are on screen
// and large enough to read from a metre and to hit with a thumb.

test.use({
  viewport: devices['Galaxy Tab S4'].viewport,
  hasTouch: true,
  isMobile: false,
});

test('the packing station fits a tablet held in portrait', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, 'staff');
  const order = await codOrder(page);
  await page.goto('/backoffice/packings');
  await expect(page.locator('[data-testid="station"][data-hydrated]')).toBeVisible();
  const viewport = page.viewportSize()!;
  expect(viewport.height).toBeGreaterThan(viewport.width);

  await wedgeScan(page, order.number);
  await wedgeScan(page, COLLA_BARCODE);
  await wedgeScan(page, COLLA_BARCODE);
  await expect(page.getByTestId('station-state')).toHaveAttribute('data-state', 'complete');

  // No sideways scrolling.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);

  for (const id of [
    'station-scan-input',
    'station-order-number',
    'station-line',
    'station-close',
  ]) {
    const box = await page.getByTestId(id).first().boundingBox();
    expect(box, id).not.toBeNull();
    expect(box!.x, id).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width, id).toBeLessThanOrEqual(viewport.width);
  }
  // Readable from a metre: the order number and the counts are big type.
  const orderSize = await page
    .getByTestId('station-order-number')
    .evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
  expect(orderSize).toBeGreaterThanOrEqual(28);
  // A thumb hits the close button: at least 48 px high.
  const close = await page.getByTestId('station-close').boundingBox();
  expect(close!.height).toBeGreaterThanOrEqual(48);
});
