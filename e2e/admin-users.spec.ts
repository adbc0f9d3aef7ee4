import { expect, test } from '@playwright/test';
import { signIn, signOut } from './helpers';

test('an admin creates a user with role levels; the user signs in; the admin blocks them', async ({
  page,
}) => {
  // Three sign-ins and a form: 25 s on an idle 2-core machine, more when it is busy.
  test.setTimeout(60_000);
  await signIn(page, 'admin');
  await page.goto('/admin/user');
  await page.getByTestId('user-create').click();
  await page.getByTestId('user-form-fname').fill('ทดสอบ');
  await page.getByTestId('user-form-lname').fill('อีทูอี');
  await page.getByTestId('user-form-nick-name').fill('ทด');
  await page.getByTestId('user-form-username').fill('e2e.packer');
  await page.getByTestId('user-form-email').fill('e2e.packer@demo-shop.test');
  await page.getByTestId('user-form-phone').fill('0899999999');
  await page.getByTestId('user-form-group').selectOption('3');
  await page.getByTestId('user-form-password').fill('packer1234');
  await page.getByTestId('role-packing-2').check();
  await page.getByTestId('user-form-submit').click();
  await expect(page.getByTestId('user-form')).toHaveCount(0);

  await page.getByTestId('users-table-search').fill('e2e.packer');
  const row = page.getByTestId('users-table-row').filter({ hasText: 'e2e.packer' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('ทดสอบ อีทูอี');

  // A duplicate username is refused with the catalogue message.
  await page.getByTestId('user-create').click();
  await page.getByTestId('user-form-fname').fill('ซ้ำ');
  await page.getByTestId('user-form-username').fill('e2e.packer');
  await page.getByTestId('user-form-password').fill('packer1234');
  await page.getByTestId('user-form-submit').click();
  await expect(page.getByText('ชื่อผู้ใช้นี้ถูกใช้แล้ว').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await signOut(page);

  await signIn(page, 'e2e.packer', 'packer1234');
  await expect(page.getByTestId('navbar-user-name')).toHaveText('ทดสอบ อีทูอี');
  await signOut(page);

  await signIn(page, 'admin');
  await page.goto('/admin/user?q=e2e.packer');
  const id = await page
    .getByTestId('users-table-row')
    .filter({ hasText: 'e2e.packer' })
    .getAttribute('data-row-id');
  await page.getByTestId(`user-actions-${id}`).click();
  await page.getByTestId(`user-block-${id}`).click();
  await page.getByTestId('user-status-confirm').click();
  await expect(
    page
      .getByTestId('users-table-row')
      .filter({ hasText: 'e2e.packer' })
      .getByTestId('user-status'),
  ).toHaveText('ถูกระงับ');
  await signOut(page);

  await page.goto('/login');
  await page.getByTestId('login-username').fill('e2e.packer');
  await page.getByTestId('login-password').fill('packer1234');
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('login-error')).toHaveText('บัญชีนี้ถูกระงับการใช้งาน');
});

test('the audit log shows the change, and the API docs list the routes', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/admin/audit');
  await expect(page.getByTestId('audit-table-row').first()).toBeVisible();
  await page.goto('/admin/api-docs');
  await expect(page.getByText('/api/v1/users', { exact: true })).toBeVisible();
  await expect(page.getByText('/api/auth/login', { exact: true })).toBeVisible();
});
