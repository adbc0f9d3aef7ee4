import { expect, test } from '@playwright/test';
import { signIn } from './helpers';

// A 1x1 PNG, made here from its bytes: the upload is checked by content, not by name.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

// The flow in one go: a storage, a warehouse product with a generated barcode, a
// sellable product with an image that takes stock from that very warehouse product, found
// by search on the sellers' product list.
test('storage, warehouse product with a generated barcode, a product linked to it with an image, found by search', async ({
  page,
}) => {
  const tag = Date.now().toString(36).toUpperCase();
  await signIn(page, 'admin');

  await page.goto('/wms/storage');
  await page.getByTestId('storage-create').click();
  await page.getByTestId('storage-form-name').fill(`คลังไหลงาน ${tag}`);
  await page.getByTestId('storage-form-submit').click();
  await expect(page.getByTestId('storage-form')).toHaveCount(0);
  await page.getByTestId('storages-table-search').fill(tag);
  await expect(page.getByTestId('storages-table-row').filter({ hasText: tag })).toHaveCount(1);

  const wmsName = `ครีมไหลงาน ${tag}`;
  await page.goto('/wms/product');
  await page.getByTestId('wms-product-create').click();
  await page.getByTestId('wms-product-form-name').fill(wmsName);
  await page.getByTestId('wms-product-form-sku').fill(`FLOW-W-${tag}`);
  await page.getByTestId('wms-product-form-generate').click();
  const barcodeInput = page.getByTestId('wms-product-form-barcode');
  await expect(barcodeInput).toHaveValue(/^2\d{12}$/);
  const barcode = await barcodeInput.inputValue();
  await page.getByTestId('wms-product-form-submit').click();
  await expect(page.getByTestId('wms-product-form')).toHaveCount(0);

  const sku = `FLOW-${tag}`;
  await page.goto('/admin/product/form');
  await page.getByTestId('product-form-pn').fill(sku);
  await page.getByTestId('product-form-name').fill(`ครีมขายไหลงาน ${tag}`);
  await page.getByTestId('product-form-price').fill('1290');
  await page.getByTestId('product-form-image-input').setInputFiles({
    name: 'cream.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await expect(page.getByTestId('product-form-image-preview')).toHaveAttribute(
    'src',
    /\/api\/v1\/files\//,
  );
  await page.getByTestId('product-form-wms-input').fill(barcode);
  await page.getByTestId('product-form-wms-option').filter({ hasText: wmsName }).click();
  await expect(page.getByTestId('product-form-wms-selected')).toContainText(wmsName);
  await page.getByTestId('product-form-submit').click();
  await expect(page).toHaveURL(/\/admin\/product$/);

  await page.goto('/backoffice/products');
  await page.getByTestId('products-table-search').fill(`ไหลงาน ${tag}`);
  const row = page.getByTestId('products-table-row').filter({ hasText: sku });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('1,290.00');
  await expect(row.getByTestId('product-wms')).toContainText(wmsName);
  await expect(row.getByTestId('product-thumb')).toHaveAttribute('src', /\/api\/v1\/files\//);
});
