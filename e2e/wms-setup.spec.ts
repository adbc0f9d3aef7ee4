import { expect, test } from '@playwright/test';
import { signIn } from './helpers';

// Warehouse setup: an admin creates a storage, a partner and a warehouse product
// with a generated barcode, finds it by search and prints its label.

test('an admin creates a storage, a partner and a warehouse product with a generated barcode, and prints its label', async ({
  page,
}) => {
  const tag = Date.now().toString(36);
  await signIn(page, 'admin');

  // Storage: sizes in cm, weight in g.
  await page.goto('/wms/storage');
  await page.getByTestId('storage-create').click();
  await expect(page.getByTestId('storage-form-kind')).toBeDisabled();
  await page.getByTestId('storage-form-name').fill(`คลังทดสอบ ${tag}`);
  await page.getByTestId('storage-form-description').fill('ชั้นวาง E2E');
  await page.getByTestId('storage-form-width').fill('120.5');
  await page.getByTestId('storage-form-height').fill('200');
  await page.getByTestId('storage-form-depth').fill('60');
  await page.getByTestId('storage-form-weight').fill('50000');
  await page.getByTestId('storage-form-submit').click();
  await expect(page.getByTestId('storage-form')).toHaveCount(0);
  await page.getByTestId('storages-table-search').fill(tag);
  // Every row on the page is the one found: the search has been applied.
  await expect(page.getByTestId('storages-table-row')).toHaveCount(1);
  const storageRow = page.getByTestId('storages-table-row').filter({ hasText: tag });
  await expect(storageRow).toHaveCount(1);
  await expect(storageRow).toContainText('120.50');
  await expect(storageRow).toContainText('50,000');

  // The same name again is refused under the field.
  await page.getByTestId('storage-create').click();
  await page.getByTestId('storage-form-name').fill(`คลังทดสอบ ${tag}`);
  await page.getByTestId('storage-form-submit').click();
  await expect(page.getByTestId('storage-form').getByText('มีคลังชื่อนี้แล้ว')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('storage-form')).toHaveCount(0);

  // Partner, with a tax id checked on the form.
  const partnerName = `บริษัท ทดสอบ ${tag} จำกัด`;
  await page.goto('/wms/partner');
  await page.getByTestId('partner-create').click();
  await page.getByTestId('partner-form-company-name').fill(partnerName);
  await page.getByTestId('partner-form-tax-id').fill('0105551234568');
  await page.getByTestId('partner-form-submit').click();
  await expect(
    page.getByTestId('partner-form').getByText('เลขประจำตัวผู้เสียภาษีต้องมี 13 หลัก'),
  ).toBeVisible();
  await page.getByTestId('partner-form-tax-id').fill('0-1055-51234-56-7');
  await page.getByTestId('partner-form-contact-name').fill('คุณทดสอบ');
  await page.getByTestId('partner-form-contact-tel').fill('081-234-5678');
  await page.getByTestId('partner-form-submit').click();
  await expect(page.getByTestId('partner-form')).toHaveCount(0);
  await page.getByTestId('partners-table-search').fill(tag);
  await expect(page.getByTestId('partners-table-row')).toHaveCount(1);
  await expect(page.getByTestId('partners-table-row')).toContainText(partnerName);

  // Warehouse product with a generated barcode and the partner.
  await page.goto('/wms/product');
  await page.getByTestId('wms-product-create').click();
  await page.getByTestId('wms-product-form-name').fill(`เซรั่มทดสอบ ${tag}`);
  await page.getByTestId('wms-product-form-sku').fill(`E2E-${tag}`.toUpperCase());
  await page.getByTestId('wms-product-form-generate').click();
  const barcodeInput = page.getByTestId('wms-product-form-barcode');
  await expect(barcodeInput).toHaveValue(/^2\d{12}$/);
  const barcode = await barcodeInput.inputValue();
  await page.getByTestId('wms-product-form-unit-name').fill('ขวด');
  await page.getByTestId('wms-product-form-partner').selectOption({ label: partnerName });
  await page.getByTestId('wms-product-form-threshold').fill('5');
  await page.getByTestId('wms-product-form-weight').fill('150');
  await page.getByTestId('wms-product-form-submit').click();
  await expect(page.getByTestId('wms-product-form')).toHaveCount(0);

  // Found by its barcode.
  await page.getByTestId('wms-products-table-search').fill(barcode);
  const row = page.getByTestId('wms-products-table-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(barcode);
  await expect(page.getByTestId('wms-products-table-loading')).toHaveCount(0);
  await expect(row).toContainText(`เซรั่มทดสอบ ${tag}`);
  await expect(row).toContainText(partnerName);
  const id = await row.getAttribute('data-row-id');

  // Its label: a PDF answered inline. The list is wider than the screen: bring the row's
  // actions button into view first, since the open menu closes when the table scrolls.
  const actions = page.getByTestId(`wms-product-actions-${id}`);
  await actions.scrollIntoViewIfNeeded();
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  await actions.click();
  await page.getByTestId(`wms-product-label-${id}`).click();
  await expect(page.getByTestId('label-dialog')).toBeVisible();
  await page.getByTestId('label-layout').selectOption('single-50x30');
  await page.getByTestId('label-copies').fill('2');
  const href = await page.getByTestId('label-open').getAttribute('href');
  expect(href).toContain(`/api/v1/wms/product/${id}/label`);
  expect(href).toContain('layout=single-50x30');
  const pdf = await page.request.get(href!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect(pdf.headers()['content-disposition']).toMatch(/^inline/);
  expect((await pdf.body()).subarray(0, 4).toString('latin1')).toBe('%PDF');
});

test('a storage that holds stock cannot be deleted', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/wms/storage?q=คลังหลัก');
  const row = page.getByTestId('storages-table-row').filter({ hasText: 'คลังหลัก' });
  await expect(row).toHaveCount(1);
  await expect(page.getByTestId('storages-table-loading')).toHaveCount(0);
  const id = await row.getAttribute('data-row-id');
  await page.getByTestId(`storage-actions-${id}`).click();
  await page.getByTestId(`storage-delete-${id}`).click();
  await page.getByTestId('storage-delete-confirm').click();
  await expect(page.getByTestId('error-dialog-text')).toHaveText('คลังนี้ยังมีสินค้าคงเหลือ จึงลบไม่ได้');
});
