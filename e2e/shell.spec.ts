import { expect, test } from '@playwright/test';
import { signIn, signInWithForm, signOut } from './helpers';

test('sign in, see the name in the navbar, sign out', async ({ page }) => {
  await signInWithForm(page, 'admin');
  await expect(page.getByTestId('navbar-user-name')).toHaveText('สมชาย ใจดี');
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  await signOut(page);
  await page.goto('/profile/me');
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Fprofile%2Fme/);
});

test('a return URL brings the user back after sign-in', async ({ page }) => {
  await page.goto('/profile/changepasword');
  await expect(page).toHaveURL(/\/login\?returnUrl=/);
  await page.getByTestId('login-username').fill('staff');
  await page.getByTestId('login-password').fill('demo1234');
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/profile\/changepasword$/);
});

test('a wrong password is refused with the catalogue message', async ({ page }) => {
  await page.goto('/login');
  await page.getByTestId('login-username').fill('staff');
  await page.getByTestId('login-password').fill('wrong-pass1');
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('login-error')).toHaveText('ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง');
});

test('switch to English and back; the choice survives a reload', async ({ page }) => {
  await signIn(page, 'owner');
  await page.getByTestId('lang-en').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // The owner lands on the order list, the first built page of the back office.
  await expect(page.getByTestId('breadcrumb')).toContainText('Orders');
  await page.getByTestId('lang-th').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
});

test('a staff user sees no admin entry and is refused at /admin/user', async ({ page }) => {
  await signIn(page, 'staff');
  await expect(page.getByTestId('sidebar')).toBeAttached();
  await expect(page.locator('[data-testid="sidebar-link-/admin/user"]')).toHaveCount(0);
  await page.goto('/admin/user');
  await expect(page).toHaveURL(/\/forbidden\?refused=%2Fadmin%2Fuser$/);
  await expect(page.getByTestId('forbidden')).toBeVisible();
  await expect(page.getByTestId('forbidden-refused')).toContainText('ผู้ใช้งาน');
});

test('an admin sees the admin entries and the user list', async ({ page }) => {
  await signIn(page, 'admin');
  await expect(page.locator('[data-testid="sidebar-link-/admin/user"]')).toBeAttached();
  await page.goto('/admin/user');
  await expect(page.getByTestId('users-table')).toContainText('staff');
});

test('change password, sign in with the new one', async ({ page }) => {
  await signIn(page, 'agent');
  await page.goto('/profile/changepasword');
  await page.getByTestId('old-password').fill('demo1234');
  await page.getByTestId('new-password').fill('agentpass99');
  await page.getByTestId('confirm-password').fill('agentpass98');
  await page.getByTestId('change-password-submit').click();
  await expect(page.getByText('รหัสผ่านไม่ตรงกัน').first()).toBeVisible();
  await page.getByTestId('confirm-password').fill('agentpass99');
  await page.getByTestId('change-password-submit').click();
  await expect(page.getByRole('status').filter({ hasText: 'เปลี่ยนรหัสผ่านเรียบร้อยแล้ว' })).toBeVisible();
  await signOut(page);
  await signIn(page, 'agent', 'agentpass99');
});

test('a 401 from a call sends the browser to /login', async ({ page }) => {
  await signIn(page, 'delivery');
  await page.goto('/profile/me');
  // End the session behind the page's back, as a block by an admin would.
  const status = await page.evaluate(
    async () => (await fetch('/api/auth/logout', { method: 'POST' })).status,
  );
  expect(status).toBe(200);
  await page.getByTestId('profile-nick-name').fill('ยุทธยุทธ');
  await page.getByTestId('profile-submit').click();
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Fprofile%2Fme/);
});

test('an unknown URL shows the not-found page, signed in or not', async ({ page }) => {
  await page.goto('/this/page/does-not-exist');
  await expect(page.getByTestId('not-found')).toBeVisible();
  await expect(page.getByRole('link', { name: /กลับ|หน้าแรก/ })).toHaveAttribute('href', '/');
  await signIn(page, 'staff');
  await page.goto('/backoffice/nothing-here');
  await expect(page.getByTestId('not-found')).toBeVisible();
});

test('the auth pages show the year and the build version', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByTestId('auth-footer')).toContainText(String(new Date().getFullYear()));
  await expect(page.getByTestId('auth-footer')).toContainText('0.1.0');
  for (const path of ['/home', '/pricing', '/register', '/forgotpassword', '/lock']) {
    const res = await page.goto(path);
    expect(res?.status()).toBe(200);
  }
});
