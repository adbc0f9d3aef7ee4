import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo1234';

/**
 * Signs in as the sign-in form does, without drawing the form: POST /api/auth/login sets
 * the session cookie in the page's context, the user's stored language becomes the locale
 * cookie when none is set (as the form's continueAfterSignIn), then the return URL or the
 * user's first screen opens. The form itself is driven by `signInWithForm` (shell.spec.ts).
 */
export async function signIn(
  page: Page,
  username: string,
  password = DEMO_PASSWORD,
  returnUrl?: string,
) {
  const res = await page.request.post('/api/auth/login', { data: { username, password } });
  expect(res.status(), `sign in as ${username}: ${await res.text()}`).toBe(200);
  const { Datum } = (await res.json()) as { Datum: { user: { Locale?: string | null } } };
  const context = page.context();
  const locale = Datum.user.Locale;
  const cookies = await context.cookies();
  if ((locale === 'th' || locale === 'en') && !cookies.some((c) => c.name === 'NEXT_LOCALE')) {
    const { origin } = new URL(res.url());
    await context.addCookies([{ name: 'NEXT_LOCALE', value: locale, url: origin }]);
  }
  await page.goto(returnUrl ?? '/');
  await expect(page.getByTestId('navbar-user-name')).toBeVisible();
}

/** Signs in through the form on /login, as a person does. */
export async function signInWithForm(page: Page, username: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
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
