import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers';

// A number of its own for each run (the e2e database is reset before every run anyway).
const digits = `09${String(Date.now()).slice(-8)}`;
const dashed = `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
const name = 'คุณอีทูอี ลูกค้าใหม่';

async function openCreate(page: Page) {
  await page.goto('/backoffice/customers');
  await page.getByTestId('customer-create').click();
  await expect(page.getByTestId('customer-form')).toBeVisible();
}

test('create a customer with an address chosen by its postal code, then find them by phone', async ({
  page,
}) => {
  await signIn(page, 'staff');
  await openCreate(page);
  await page.getByTestId('customer-form-name').fill(name);
  await page.getByTestId('customer-form-phone').fill(dashed);

  await page.getByTestId('customer-address-add').click();
  await page.getByTestId('customer-address-line').fill('45 หมู่ 2 ถนนนิมมานเหมินท์');
  await page.getByTestId('address-zipcode').fill('50200');
  const suthep = page.getByTestId('address-option').filter({ hasText: 'สุเทพ' });
  await expect(suthep).toHaveCount(1);
  await expect(page.getByTestId('address-option').first()).toContainText('50200');
  await suthep.click();
  await expect(page.getByTestId('address-option')).toHaveCount(0);
  await expect(page.getByTestId('address-subdistrict')).toHaveValue('สุเทพ');
  await expect(page.getByTestId('address-district')).toHaveValue('เมืองเชียงใหม่');
  await expect(page.getByTestId('address-province')).toHaveValue('เชียงใหม่');
  await expect(page.getByTestId('address-zipcode')).toHaveValue('50200');
  await page.getByTestId('customer-address-save').click();

  const item = page.getByTestId('customer-address-item');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('สุเทพ เมืองเชียงใหม่ เชียงใหม่ 50200');
  await expect(item.getByTestId('customer-address-default-badge')).toBeVisible();

  await page.getByTestId('customer-form-submit').click();
  await expect(page.getByTestId('customer-form')).toHaveCount(0);

  // Found by the phone number, written without dashes.
  await page.getByTestId('customers-table-search').fill(digits);
  const row = page.getByTestId('customers-table-row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(dashed);
  await expect(row).toContainText('สุเทพ เมืองเชียงใหม่ เชียงใหม่ 50200');
  await expect(row.getByTestId('customer-status')).toHaveText('ใช้งาน');
});

test('the address search works from the keyboard, and a phone in use is refused', async ({
  page,
}) => {
  await signIn(page, 'staff');
  await openCreate(page);
  await page.getByTestId('customer-form-name').fill('คุณเบอร์ซ้ำ');
  // The first test's number, written another way.
  await page.getByTestId('customer-form-phone').fill(`+66 ${digits.slice(1)}`);

  await page.getByTestId('customer-address-add').click();
  await page.getByTestId('customer-address-line').fill('99 ถนนพระราม 4');
  const search = page.getByTestId('address-search');
  await search.fill('คลองเตย กรุงเทพ');
  await expect(page.getByTestId('address-option').first()).toContainText('คลองเตย');
  await expect(search).toHaveAttribute('aria-expanded', 'true');
  // The first suggestion is highlighted; down and up come back to it; Enter picks it.
  await search.press('ArrowDown');
  await search.press('ArrowUp');
  await search.press('Enter');
  await expect(page.getByTestId('address-subdistrict')).toHaveValue('คลองเตย');
  await expect(page.getByTestId('address-district')).toHaveValue('คลองเตย');
  await expect(page.getByTestId('address-province')).toHaveValue('กรุงเทพมหานคร');
  await expect(page.getByTestId('address-zipcode')).toHaveValue('10110');
  // Enter picked the address; it did not submit the customer.
  await expect(page.getByTestId('customer-form')).toBeVisible();
  await page.getByTestId('customer-address-save').click();
  await expect(page.getByTestId('customer-address-item')).toHaveCount(1);

  await page.getByTestId('customer-form-submit').click();
  await expect(page.getByTestId('customer-form')).toContainText('มีลูกค้าเบอร์โทรนี้แล้ว');
  await expect(page.getByTestId('customer-form')).toBeVisible();
});
