import { expect, test, type Page } from '@playwright/test';
import { signIn, signOut } from './helpers';

// The spec's user flags in the browser: an admin makes a warehouse user without the
// employee flag (the "(employee)" inventory screens are not in their sidebar, and opening
// one is refused) and a read-only user with order level 2 (the navbar says "read only" and
// taking an order is refused: every level is at most 1).

async function createUser(
  page: Page,
  username: string,
  opts: { roles: string[]; readOnly?: boolean },
) {
  await page.goto('/admin/user');
  await page.getByTestId('user-create').click();
  await page.getByTestId('user-form-fname').fill('ธง');
  await page.getByTestId('user-form-lname').fill(username);
  await page.getByTestId('user-form-username').fill(username);
  await page.getByTestId('user-form-group').selectOption('3');
  await page.getByTestId('user-form-password').fill('flags1234');
  for (const role of opts.roles) await page.getByTestId(role).check();
  if (opts.readOnly) await page.getByTestId('user-form-is-read-only').check();
  await expect(page.getByTestId('user-form-is-employee')).not.toBeChecked();
  await page.getByTestId('user-form-submit').click();
  await expect(page.getByTestId('user-form')).toHaveCount(0);
}

test('a warehouse user without the employee flag, and a read-only user', async ({ page }) => {
  test.setTimeout(90_000);
  const tag = String(Date.now()).slice(-6);
  const keeper = `e2e.keeper${tag}`;
  const reader = `e2e.reader${tag}`;
  await signIn(page, 'admin');
  await createUser(page, keeper, { roles: ['role-wms-2'] });
  await createUser(page, reader, { roles: ['role-order-2'], readOnly: true });
  await signOut(page);

  await signIn(page, keeper, 'flags1234');
  const sidebar = page.getByTestId('sidebar');
  await expect(sidebar.getByTestId('sidebar-link-/wms/inventory')).toBeVisible();
  await expect(sidebar.getByTestId('sidebar-link-/wms/history')).toHaveCount(0);
  await expect(sidebar.getByTestId('sidebar-link-/wms/product/waitship')).toHaveCount(0);
  await page.goto('/wms/history');
  await expect(page).toHaveURL(/\/forbidden/);
  await expect(page.getByTestId('navbar-read-only')).toHaveCount(0);
  await signOut(page);

  await signIn(page, reader, 'flags1234');
  await expect(page.getByTestId('navbar-read-only')).toBeVisible();
  const taken = await page.request.post('/api/v1/orders', {
    headers: { 'Idempotency-Key': `e2e-read-only-${tag}` },
    data: {},
  });
  expect(taken.status()).toBe(403);
  expect((await page.request.get('/api/v1/orders?limit=1')).status()).toBe(200);
});
