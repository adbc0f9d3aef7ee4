import { expect, test } from '@playwright/test';
import { signIn } from './helpers';

// A 1x1 PNG, made here from its bytes: the upload is checked by content, not by name.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('an admin creates a category and a product with an image, linked to a warehouse product, and finds it on /backoffice/products', async ({
  page,
}) => {
  const stamp = Date.now().toString(36).toUpperCase();
  const category = `หมวดอีทูอี ${stamp}`;
  const sku = `E2E-${stamp}`;
  const name = `เซรั่มทดสอบอีทูอี ${stamp}`;

  await signIn(page, 'admin');
  await page.goto('/admin/product');

  // A category, from the categories dialog of the admin list.
  await page.getByTestId('product-categories').click();
  await expect(page.getByTestId('categories-dialog')).toBeVisible();
  await page.getByTestId('category-form-name').fill(category);
  await page.getByTestId('category-form-submit').click();
  await expect(page.getByTestId('category-row').filter({ hasText: category })).toHaveCount(1);
  // The same name again (another case) is refused with the catalogue message.
  await page.getByTestId('category-form-name').fill(category.toUpperCase());
  await page.getByTestId('category-form-submit').click();
  await expect(page.getByText('มีหมวดหมู่ชื่อนี้แล้ว')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('categories-dialog')).toHaveCount(0);

  // The product form: the client refuses an empty name with the same rules as the API.
  await page.getByTestId('product-create').click();
  await expect(page).toHaveURL(/\/admin\/product\/form$/);
  await page.getByTestId('product-form-pn').fill(sku);
  await page.getByTestId('product-form-price').fill('459');
  await page.getByTestId('product-form-submit').click();
  await expect(page.getByTestId('product-form').getByText('กรุณากรอกข้อมูลนี้')).toBeVisible();

  await page.getByTestId('product-form-name').fill(name);
  await page.getByTestId('product-form-category').selectOption({ label: category });
  await page.getByTestId('product-form-tags').fill('ขายดี, อีทูอี');
  await page.getByTestId('product-form-unit-name').fill('ขวด');

  // The image goes up first; the preview shows the stored file.
  await page.getByTestId('product-form-image-input').setInputFiles({
    name: 'serum.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await expect(page.getByTestId('product-form-image-preview')).toHaveAttribute(
    'src',
    /\/api\/v1\/files\/\d+\/product-images\//,
  );

  // The warehouse product it takes stock from, found by its barcode.
  await page.getByTestId('product-form-wms-input').fill('2000000000015');
  await page
    .getByTestId('product-form-wms-option')
    .filter({ hasText: 'เซรั่มวิตามินซี 30 มล.' })
    .click();
  await expect(page.getByTestId('product-form-wms-selected')).toContainText('เซรั่มวิตามินซี 30 มล.');

  await page.getByTestId('product-form-submit').click();
  await expect(page).toHaveURL(/\/admin\/product$/);

  // The sellers' list finds it by SKU and by a Thai fragment of its name.
  await page.goto('/backoffice/products');
  await page.getByTestId('products-table-search').fill(sku);
  const row = page.getByTestId('products-table-row').filter({ hasText: sku });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(name);
  await expect(row).toContainText('459.00');
  await expect(row).toContainText(category);
  await expect(row.getByTestId('product-wms')).toContainText('เซรั่มวิตามินซี 30 มล.');
  await expect(row.getByTestId('product-thumb')).toHaveAttribute('src', /\/api\/v1\/files\//);
  const thumb = await row.getByTestId('product-thumb').getAttribute('src');
  const image = await page.request.get(thumb!);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toContain('image/png');

  await page.getByTestId('products-table-search').fill(`ทดสอบอีทูอี ${stamp}`);
  await expect(page.getByTestId('products-table-row')).toHaveCount(1);
  await expect(page.getByTestId('products-table-row')).toContainText(sku);
});

test('an admin generates random SKUs and a product takes one; the used SKU cannot be deleted', async ({
  page,
}) => {
  const prefix = `R${Date.now().toString(36).toUpperCase().slice(-5)}-`;
  await signIn(page, 'admin');
  await page.goto('/admin/skurandom');
  await page.getByTestId('random-sku-count').fill('3');
  await page.getByTestId('random-sku-prefix').fill(prefix);
  await page.getByTestId('random-sku-generate').click();
  await expect(page.getByTestId('random-sku-generated')).toContainText(prefix);

  await page.goto('/admin/product/form');
  await page.getByTestId('product-form-random-sku').click();
  await page.getByTestId('random-sku-picker-search').fill(prefix);
  const option = page.getByTestId('random-sku-option').first();
  const sku = await option.getAttribute('data-sku');
  expect(sku).toContain(prefix);
  await option.click();
  await expect(page.getByTestId('product-form-pn')).toHaveValue(sku!);
  await page.getByTestId('product-form-name').fill(`สินค้า SKU สุ่ม ${prefix}`);
  await page.getByTestId('product-form-price').fill('99');
  await page.getByTestId('product-form-submit').click();
  await expect(page).toHaveURL(/\/admin\/product$/);

  await page.goto(`/admin/skurandom?q=${encodeURIComponent(sku!)}`);
  const row = page.getByTestId('random-skus-table-row').filter({ hasText: sku! });
  await expect(row.getByTestId('random-sku-status')).toHaveText('ใช้แล้ว');
  const id = await row.getAttribute('data-row-id');
  await page.getByTestId(`random-sku-actions-${id}`).click();
  await expect(page.getByTestId(`random-sku-delete-${id}`)).toHaveCount(0);
});

test('an admin imports 1,000 products from a file: a bad row stops the whole file with a report, the fixed file goes in', async ({
  page,
}) => {
  const stamp = Date.now().toString(36).toUpperCase();
  const header = 'รหัสสินค้า (SKU),ชื่อสินค้า,ราคา (บาท),หมวดหมู่,แท็ก,บาร์โค้ดสินค้าในคลัง';
  const rows = Array.from(
    { length: 1000 },
    (_, i) =>
      `IMP${stamp}-${String(i + 1).padStart(4, '0')},สินค้านำเข้า ${stamp} ลำดับ ${i + 1},${(i % 500) + 19}.50,หมวดนำเข้า ${stamp},นำเข้า,${i % 10 === 0 ? '2000000000015' : ''}`,
  );
  const file = (lines: string[]) => ({
    name: 'products.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`\uFEFF${[header, ...lines].join('\r\n')}\r\n`, 'utf8'),
  });

  await signIn(page, 'admin');
  await page.goto('/admin/product');
  await page.getByTestId('products-table-import').click();

  // Line 502 of the file has a negative price: nothing is imported, the row is reported.
  const bad = [...rows];
  bad[500] = bad[500]!.replace(/,\d+\.50,/, ',-5,');
  await page.getByTestId('import-file').setInputFiles(file(bad));
  await page.getByTestId('import-submit').click();
  await expect(page.getByTestId('import-errors')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('import-error-row')).toHaveCount(1);
  await expect(page.getByTestId('import-error-row')).toContainText('502');
  await expect(page.getByTestId('import-report-link')).toBeVisible();

  await page.getByTestId('import-file').setInputFiles(file(rows));
  await page.getByTestId('import-submit').click();
  await expect(page.getByTestId('import-result')).toContainText('1,000', { timeout: 30_000 });
  await page.keyboard.press('Escape');

  await page.getByTestId('products-table-search').fill(`IMP${stamp}-0501`);
  const row = page.getByTestId('products-table-row').filter({ hasText: `IMP${stamp}-0501` });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`หมวดนำเข้า ${stamp}`);
  await expect(row).toContainText('19.50');
});
