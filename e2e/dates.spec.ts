import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers';
import { codOrder } from './packing-helpers';

// One way of writing dates: the order list's date range picker, its rows and the order's
// page write the same day the same way, with the Buddhist year on Thai screens and the
// Gregorian one on English screens; a Thai range typed into the picker (27/11/2569) filters
// the list and reaches the URL as ISO days. The expected texts come from Node's own Intl
// (Thai) and from the English month names written here, not from the app's module.

const BANGKOK_MS = 7 * 3600_000;
const DAY_MS = 86_400_000;
const EN_MONTHS = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');

/** The Bangkok day `days` from today as YYYY-MM-DD. */
const bangkokDay = (days = 0) =>
  new Date(Date.now() + BANGKOK_MS + days * DAY_MS).toISOString().slice(0, 10);

const wall = (iso: string) => new Date(new Date(iso).getTime() + BANGKOK_MS);
const hhmm = (iso: string) => wall(iso).toISOString().slice(11, 16);

function thaiDate(day: string): string {
  return new Intl.DateTimeFormat('th-TH', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}
const englishDate = (day: string) =>
  `${Number(day.slice(8, 10))} ${EN_MONTHS[Number(day.slice(5, 7)) - 1]} ${day.slice(0, 4)}`;
/** 27/11/2569: what a Thai user types. */
const thaiTyped = (day: string) =>
  `${day.slice(8, 10)}/${day.slice(5, 7)}/${Number(day.slice(0, 4)) + 543}`;

async function chooseLanguage(page: Page, locale: 'th' | 'en') {
  if ((await page.locator('html').getAttribute('lang')) === locale) return;
  await page.getByTestId(`lang-${locale}`).click();
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
}

test('dates read the same everywhere, and a typed Thai range filters the order list', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'owner');
  await chooseLanguage(page, 'th');
  const order = await codOrder(page);
  const listed = await page.request.get(
    `/api/v1/orders?q=${order.number}&start_date=${bangkokDay(-1)}&end_date=${bangkokDay()}`,
  );
  const createdAt = ((await listed.json()) as { data: Array<{ created_at: string }> }).data[0]!
    .created_at;
  const createdDay = wall(createdAt).toISOString().slice(0, 10);

  try {
    await page.goto('/backoffice/orders');
    const field = page.locator('[data-testid="orders-date-input"][data-hydrated]');
    // The last 7 days, Buddhist year.
    await expect(field).toHaveValue(`${thaiDate(bangkokDay(-6))} – ${thaiDate(bangkokDay())}`);
    await expect(field).toHaveValue(new RegExp(`${Number(bangkokDay().slice(0, 4)) + 543}$`));
    await expect(page.locator('input[type="date"]')).toHaveCount(0);

    await page.getByTestId('orders-table-search').fill(order.number);
    await expect(page).toHaveURL(new RegExp(`[?&]q=${order.number}`));
    const row = page.getByTestId('orders-table-row').filter({ hasText: order.number });
    await expect(row).toHaveCount(1);
    const thaiTime = `${thaiDate(createdDay)} ${hhmm(createdAt)}`;
    await expect(row).toContainText(thaiTime);

    // Typed with the Buddhist year, a range a month back: the order is not in it.
    await field.fill(`${thaiTyped(bangkokDay(-40))} – ${thaiTyped(bangkokDay(-34))}`);
    await field.press('Enter');
    await expect(page).toHaveURL(new RegExp(`start_date=${bangkokDay(-40)}`));
    await expect(page).toHaveURL(new RegExp(`end_date=${bangkokDay(-34)}`));
    await expect(page.getByTestId('orders-table-empty')).toBeVisible();
    await expect(field).toHaveValue(`${thaiDate(bangkokDay(-40))} – ${thaiDate(bangkokDay(-34))}`);

    // Over 31 days: said, and the list keeps its range.
    await field.fill(`${thaiTyped(bangkokDay(-60))} – ${thaiTyped(bangkokDay())}`);
    await field.press('Enter');
    await expect(page.getByTestId('orders-date-error')).toContainText('31');
    await expect(page).toHaveURL(new RegExp(`start_date=${bangkokDay(-40)}`));

    // The last three days, typed: the order is back.
    await field.fill(`${thaiTyped(bangkokDay(-2))}-${thaiTyped(bangkokDay())}`);
    await field.press('Enter');
    await expect(page).toHaveURL(new RegExp(`start_date=${bangkokDay(-2)}`));
    await expect(page).toHaveURL(new RegExp(`end_date=${bangkokDay()}`));
    await expect(page.getByTestId('orders-date-error')).toHaveCount(0);
    await expect(row).toHaveCount(1);

    // The calendar, by keyboard: Thai month and year, yesterday to today.
    await page.getByTestId('orders-date-open').click();
    const calendar = page.getByTestId('orders-date-calendar');
    await expect(calendar).toBeVisible();
    await expect(page.getByTestId('orders-date-caption')).toHaveText(
      new Intl.DateTimeFormat('th-TH', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
        new Date(`${bangkokDay()}T00:00:00Z`),
      ),
    );
    await expect(calendar.locator(`[data-day="${bangkokDay()}"]`)).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(calendar).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`start_date=${bangkokDay(-1)}`));
    await expect(field).toBeFocused();

    // The order's own page writes its date the same way.
    await row.getByRole('link').first().click();
    await expect(page.getByTestId('order-detail-number')).toHaveText(order.number);
    const detailHeader = page
      .locator('header')
      .filter({ has: page.getByTestId('order-detail-number') });
    await expect(detailHeader).toContainText(thaiTime);

    // English: the Gregorian year, in the picker, the rows and the order's page.
    await chooseLanguage(page, 'en');
    const englishTime = `${englishDate(createdDay)} ${hhmm(createdAt)}`;
    await expect(detailHeader).toContainText(englishTime);
    await page.goBack();
    await expect(field).toHaveValue(
      `${englishDate(bangkokDay(-1))} – ${englishDate(bangkokDay())}`,
    );
    await expect(row).toContainText(englishTime);
  } finally {
    await chooseLanguage(page, 'th');
  }
});
