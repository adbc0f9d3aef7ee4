import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { signIn } from './helpers';

// The Export menu of the data table, on the users screen: CSV and Excel of the rows the
// current search and filters match, downloaded from /api/v1/users/export.
test('an admin downloads the filtered users as CSV and as Excel', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/admin/user?status=1&q=staff');
  await expect(page.getByTestId('users-table-row').first()).toBeVisible();

  await page.getByTestId('users-table-export').click();
  const csvLink = page.getByTestId('users-table-export-csv');
  await expect(csvLink).toHaveAttribute('href', /\/api\/v1\/users\/export\?.*q=staff/);
  await expect(csvLink).toHaveAttribute('href', /status=1/);
  await expect(csvLink).toHaveAttribute('href', /format=csv/);
  await expect(csvLink).not.toHaveAttribute('href', /page=/);
  const [csv] = await Promise.all([page.waitForEvent('download'), csvLink.click()]);
  expect(csv.suggestedFilename()).toMatch(/^users-\d{8}\.csv$/);
  const text = (await readFile((await csv.path())!)).toString('utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff); // BOM: Excel shows Thai
  expect(text).toContain('ชื่อผู้ใช้');
  expect(text).toContain('staff');
  expect(text).not.toMatch(/^\S*,admin,/m);

  await page.getByTestId('users-table-export').click();
  const [xlsx] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('users-table-export-xlsx').click(),
  ]);
  expect(xlsx.suggestedFilename()).toMatch(/^users-\d{8}\.xlsx$/);
  const bytes = await readFile((await xlsx.path())!);
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK'); // a zip: XLSX
});
