import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo1234';

export async function signIn(
  page: Page,
  username: string,
  password = DEMO_PASSWORD,
  returnUrl?: string,
) {
  await page.goto(returnUrl ? `/login?returnUrl=${encodeURIComponent(returnUrl)}` : '/login');
  await expect(page.locator('[data-testid="login-form"][data-hydrated]')).toBeVisible();
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('navbar-user-name')).toBeVisible();
}

export async function signOut(page: Page) {
  // The menu opens once the navbar has hydrated: a click before that does nothing, so the
  // click is repeated until the menu shows (the landing page may still be loading).
  await expect(async () => {
    await page.getByTestId('user-menu').click();
    await expect(page.getByTestId('sign-out')).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await page.getByTestId('sign-out').click();
  await expect(page).toHaveURL(/\/login/);
}
