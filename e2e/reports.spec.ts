import { expect, test, type Locator, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import pg from 'pg';
import th from '../messages/th.json' with { type: 'json' };
import { E2E_DATABASE_URL } from './global-setup';
import { signIn, signOut } from './helpers';
import { orderThroughApi } from './order-helpers';

// The owner's reports on last month's orders (made through the API, then dated back in the
// database the way a month of trading would have left them): the dashboard on last month,
// the sale channel report on last month and its Excel file, whose total row is the totals
// row on screen. Staff (report level, not an admin) are refused the commission report and
// its call.

const DAY_MS = 86_400_000;
const bangkokToday = () => new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);

/** The first and last Bangkok day of last month. */
function lastMonth(): { start: string; end: string } {
  const firstOfThis = `${bangkokToday().slice(0, 8)}01`;
  const end = new Date(Date.parse(`${firstOfThis}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);
  return { start: `${end.slice(0, 8)}01`, end };
}

/** 10:00 Bangkok time on a day of last month. */
const lastMonthAt = (day: number) =>
  `${lastMonth().start.slice(0, 8)}${String(day).padStart(2, '0')}T03:00:00Z`;

/** A figure as the screen writes it ("12,500.50") as a number. */
const figure = async (cell: Locator) => Number((await cell.innerText()).replace(/[^\d.-]/g, ''));

async function ordersLastMonth(page: Page) {
  const made = [
    await orderThroughApi(page, {
      sku: 'COLLA-60',
      method: (name) => name.startsWith('เก็บเงินปลายทาง'),
      quantity: 2,
      price: '990.00',
      recipient: 'คุณรายงาน หนึ่ง',
    }),
    await orderThroughApi(page, {
      sku: 'SERUM-30',
      method: (name) => name.startsWith('เก็บเงินปลายทาง'),
      quantity: 3,
      price: '390.50',
      recipient: 'คุณรายงาน สอง',
    }),
    await orderThroughApi(page, {
      sku: 'COLLA-60',
      method: (name) => name.startsWith('เก็บเงินปลายทาง'),
      quantity: 1,
      price: '1000.00',
      recipient: 'คุณรายงาน สาม',
    }),
  ];
  // The statement's triggers move the orders' rollups to their new creation days.
  const db = new pg.Client({ connectionString: E2E_DATABASE_URL });
  await db.connect();
  try {
    for (const [i, order] of made.entries())
      await db.query('UPDATE orders SET created_at = $1 WHERE id = $2', [
        lastMonthAt(5 + i * 5),
        order.id,
      ]);
  } finally {
    await db.end();
  }
  return made;
}

async function pickLastMonth(page: Page, testId: string) {
  const { start, end } = lastMonth();
  await page.getByTestId(`${testId}-dates-lastMonth`).click();
  await expect(page).toHaveURL(new RegExp(`start_date=${start}&end_date=${end}`));
  await expect(page.getByTestId(`${testId}-dates-lastMonth`)).toHaveAttribute(
    'aria-pressed',
    'true',
  );
}

test('the owner reads last month on the dashboard and the sale channel report, and its Excel file holds the totals shown', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'owner');
  const made = await ordersLastMonth(page);
  const units = 2 + 3 + 1;

  // The dashboard, from the sidebar.
  await page.locator('[data-testid="sidebar-link-/backoffice/reports/dashboard"]').click();
  await expect(page).toHaveURL(/\/backoffice\/reports\/dashboard$/);
  await expect(page.getByTestId('report-dashboard-table-total')).toBeVisible();
  await pickLastMonth(page, 'report-dashboard');
  const dashboardTotal = page.getByTestId('report-dashboard-table-total');
  await expect(async () => {
    expect(await figure(dashboardTotal.locator('[data-column="orders"]'))).toBeGreaterThanOrEqual(
      made.length,
    );
  }).toPass();
  expect(await figure(dashboardTotal.locator('[data-column="quantity"]'))).toBeGreaterThanOrEqual(
    units,
  );
  // Every day of last month is a row of the table, and the charts are drawn.
  const days = Number(lastMonth().end.slice(8, 10));
  await expect(page.getByTestId('report-dashboard-table-row')).toHaveCount(days);
  await expect(page.getByTestId('report-dashboard-per-day-chart')).toHaveAttribute(
    'data-ready',
    'true',
  );
  await expect(page.getByTestId('dashboard-today-waitingToPack')).toHaveAttribute(
    'href',
    '/backoffice/orders?status=111',
  );

  // The sale channel report, on last month too.
  await page.locator('[data-testid="sidebar-link-/backoffice/reports/sale-channel"]').click();
  await expect(page).toHaveURL(/\/backoffice\/reports\/sale-channel$/);
  await expect(page.getByTestId('report-sale-channel-table-total')).toBeVisible();
  await pickLastMonth(page, 'report-sale-channel');
  const totals = page.getByTestId('report-sale-channel-table-total');
  await expect(async () => {
    expect(await figure(totals.locator('[data-column="orders"]'))).toBeGreaterThanOrEqual(
      made.length,
    );
  }).toPass();
  const rowsShown = await page.getByTestId('report-sale-channel-table-row').count();
  const shown: Record<string, number> = {};
  for (const column of ['orders', 'quantity', 'amount', 'discount', 'shipping', 'cost', 'profit'])
    shown[column] = await figure(totals.locator(`[data-column="${column}"]`));
  expect(shown.quantity).toBeGreaterThanOrEqual(units);

  // Excel of the same call: its last row is the total, equal to the one shown.
  const link = page.getByTestId('report-sale-channel-export-xlsx');
  await expect(link).toHaveAttribute('href', /\/api\/v2\/reports\/recbysalechannel\?.*format=xlsx/);
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile((await download.path())!);
  const sheet = book.worksheets[0]!;
  const header = (sheet.getRow(1).values as unknown[]).map((v) => String(v ?? ''));
  const last = sheet.getRow(sheet.rowCount);
  expect(sheet.rowCount).toBe(1 + rowsShown + 1);
  expect(String(last.getCell(1).value)).toBe(th.reportExport.total);
  const columns = th.reportExport.columns as Record<string, string>;
  for (const [column, value] of Object.entries(shown)) {
    const at = header.indexOf(columns[column]!);
    expect(at, `${column} in ${header.join(', ')}`).toBeGreaterThan(0);
    expect(Number(last.getCell(at).value), column).toBeCloseTo(value, 2);
  }
});

test('the warehouse summary says it is being prepared and fills itself when its job is done', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signIn(page, 'owner');
  await page.locator('[data-testid="sidebar-link-/backoffice/reports/summary-wms"]').click();
  await expect(page).toHaveURL(/\/backoffice\/reports\/summary-wms$/);
  // A mark on the window: gone if the page were loaded again.
  await page.evaluate(() => Object.assign(window, { e2eSameVisit: true }));
  await pickLastMonth(page, 'report-summary-wms');
  // The start always answers state 0; the next question comes a second later.
  await expect(page.getByTestId('report-summary-wms-preparing')).toBeVisible();
  await expect(page.getByTestId('report-summary-wms-result')).toHaveAttribute(
    'data-ready',
    'true',
    {
      timeout: 30_000,
    },
  );
  await expect(page.getByTestId('report-summary-wms-preparing')).toHaveCount(0);
  await expect(page.getByTestId('report-summary-wms-wms-table-total')).toBeVisible();
  expect(await page.evaluate(() => (window as { e2eSameVisit?: boolean }).e2eSameVisit)).toBe(true);
});

test('staff with the reports but not an admin are refused the commission report and its call', async ({
  page,
}) => {
  await signIn(page, 'staff');
  await expect(
    page.locator('[data-testid="sidebar-link-/backoffice/reports/sale-channel"]'),
  ).toBeAttached();
  await expect(
    page.locator('[data-testid="sidebar-link-/backoffice/reports/commission"]'),
  ).toHaveCount(0);
  await page.goto('/backoffice/reports/commission');
  await expect(page).toHaveURL(/\/forbidden\?refused=%2Fbackoffice%2Freports%2Fcommission$/);
  await expect(page.getByTestId('forbidden-refused')).toContainText(th.nav.reportCommission);
  const call = await page.request.get('/api/v1/reports/commission');
  expect(call.status()).toBe(403);
  const rates = await page.request.put('/api/v1/reports/commission/rates', {
    data: { rates: [{ sale_channel_id: 1, rate: 5 }] },
  });
  expect(rates.status()).toBe(403);
  await signOut(page);
});
