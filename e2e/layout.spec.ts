import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { signIn } from './helpers';

// The order screens at a desk (1440x900) and on a phone (390x844): long names readable,
// filters that keep their width, status chips without sideways scrolling, the save box
// beside the amounts instead of over them, and the order list as cards on a phone.

const DESK = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const stamp = String(Date.now()).slice(-8);

// The variant sits at the end of the name: the part a cut name loses.
const LONG_PRODUCT = `ผ้าพันคอไหมไทยทอมือลายดอกพิกุล ขนาด 180x70 ซม. รุ่นพิเศษ ${stamp} ตัวเลือก: สีครามเข้ม กล่องของขวัญ`;
const LONG_CHANNEL = `ไลฟ์สดเพจร้านค้าออนไลน์สาขาเชียงใหม่และลำพูน ${stamp}`;
// Pages of 10: 7 pages, as many page numbers as the pager ever shows (the widest pager).
const ORDERS = 61;

interface Setup {
  /** The first order made: the last of the list. */
  firstId: number;
  firstNumber: string;
  /** The last order made: the first of the list. */
  lastId: number;
  phone: string;
}

async function adminApi(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', {
    data: { username: 'admin', password: 'demo1234' },
  });
  expect(login.status()).toBe(200);
  const token = ((await login.json()) as { Datum: { token: string } }).Datum.token;
  return { authorization: `Bearer ${token}` };
}

async function post(
  request: APIRequestContext,
  headers: Record<string, string>,
  path: string,
  data: object,
) {
  const res = await request.post(path, { headers, data });
  expect(res.status(), `${path}: ${await res.text()}`).toBe(201);
  return ((await res.json()) as { Datum: Record<string, unknown> }).Datum;
}

/** A sale channel and a product with long names, and 7 pages of orders of them. */
async function makeOrders(request: APIRequestContext): Promise<Setup> {
  const headers = await adminApi(request);
  const channel = await post(request, headers, '/api/v1/salechannel', {
    name: LONG_CHANNEL,
    type: 1,
  });
  const product = await post(request, headers, '/api/v1/products', {
    pn: `E2E-LONG-${stamp}`,
    name: LONG_PRODUCT,
    price: '1290.00',
  });
  const methods = await request.get('/api/v1/paymentmethod?all=1', { headers });
  const cod = ((await methods.json()) as { data: Array<{ id: number; name: string }> }).data.find(
    (m) => m.name.startsWith('เก็บเงินปลายทาง'),
  );
  expect(cod).toBeTruthy();
  const phone = `09${stamp}`;
  let first: Record<string, unknown> | null = null;
  let last: Record<string, unknown> | null = null;
  for (let i = 0; i < ORDERS; i += 1) {
    const order = await post(
      request,
      { ...headers, 'Idempotency-Key': `e2e-layout-${stamp}-${i}` },
      '/api/v1/orders',
      {
        sale_channel_id: channel.id,
        payment_method_id: cod!.id,
        shipping_provider_id: 1,
        recipient: {
          name: 'คุณเลย์เอาต์ ทดสอบหน้าจอ',
          phone,
          address: '1 ถนนทดสอบ',
          subdistrict: 'สุเทพ',
          district: 'เมืองเชียงใหม่',
          province: 'เชียงใหม่',
          zipcode: '50200',
        },
        items: [{ product_id: product.id, quantity: 1, price: '1290.00' }],
      },
    );
    first ??= order;
    last = order;
  }
  return {
    firstId: Number(first!.id),
    firstNumber: String(first!.order_number),
    lastId: Number(last!.id),
    phone,
  };
}

let setup: Setup;
test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  setup = await makeOrders(request);
});

/** Nothing on the page scrolls sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll, 'page width').toBeLessThanOrEqual(client);
}

/** An element whose own box shows all it holds. */
async function expectNotCut(locator: Locator) {
  const box = await locator.evaluate((el) => ({
    scroll: el.scrollWidth,
    client: el.clientWidth,
  }));
  expect(box.scroll).toBeLessThanOrEqual(box.client);
}

/**
 * The whole text can be read: shown uncut (the element and everything in it fit their
 * boxes, and the element lies inside the viewport's width), or given whole in a `title`.
 */
async function expectReadable(locator: Locator, text: string) {
  await locator.hover();
  const seen = await locator.evaluate((el) => {
    const cut = [el, ...Array.from(el.querySelectorAll('*'))].some(
      (e) => e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 1,
    );
    const rect = el.getBoundingClientRect();
    const titled = el.closest('[title]')?.getAttribute('title') ?? '';
    return {
      text: (el as HTMLElement).innerText,
      cut,
      inside: rect.left >= 0 && rect.right <= document.documentElement.clientWidth,
      titled,
    };
  });
  if (seen.titled.includes(text)) return;
  expect(seen.text.replace(/\s+/g, ' ')).toContain(text);
  expect(seen.cut, 'the text is cut').toBe(false);
  expect(seen.inside, 'the text lies inside the screen').toBe(true);
}

/** Every status chip shows whole inside the chip bar, which does not scroll sideways. */
async function expectAllChipsVisible(page: Page) {
  const bar = page.getByTestId('orders-status');
  await expect(bar.locator('button').first()).toBeVisible();
  const chips = await bar.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return {
      scroll: el.scrollWidth,
      client: el.clientWidth,
      count: el.querySelectorAll('button').length,
      outside: Array.from(el.querySelectorAll('button'))
        .map((b) => b.getBoundingClientRect())
        .filter((r) => r.left < box.left - 0.5 || r.right > box.right + 0.5).length,
    };
  });
  // "All", the 11 statuses and "in transit or completed".
  expect(chips.count).toBe(13);
  expect(chips.scroll, 'chip bar width').toBeLessThanOrEqual(chips.client);
  expect(chips.outside, 'chips outside the bar').toBe(0);
}

/** The input is what a click at its centre reaches, however it was brought into view. */
async function expectNotCovered(page: Page, testId: string) {
  const input = page.getByTestId(testId);
  for (const block of ['end', 'center', 'start'] as const) {
    const hit = await input.evaluate((el, where) => {
      el.scrollIntoView({ block: where });
      const r = el.getBoundingClientRect();
      const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return top === el;
    }, block);
    expect(hit, `${testId} brought to the ${block} of the screen is not covered`).toBe(true);
  }
}

test.describe('at a desk, 1440x900', () => {
  test.use({ viewport: DESK });

  test('the order list: chips, a filter with a long choice, a long cell', async ({ page }) => {
    await signIn(page, 'staff', undefined, '/backoffice/orders');
    await expect(page.getByTestId('orders-table-row').first()).toBeVisible();
    await expectAllChipsVisible(page);
    await expectNoSidewaysScroll(page);

    // The channel filter keeps its width with a long choice and names the choice on hover.
    const channel = page.getByTestId('orders-table-filter-sale_channel_id');
    const before = (await channel.boundingBox())!.width;
    expect(before).toBeLessThanOrEqual(256);
    await channel.selectOption({ label: LONG_CHANNEL });
    await expect(page).toHaveURL(/sale_channel_id=/);
    expect((await channel.boundingBox())!.width).toBe(before);
    await expect(channel).toHaveAttribute('title', LONG_CHANNEL);
    await expectNoSidewaysScroll(page);

    // The channel cell is cut at the column's width, its whole text on hover.
    await page.getByTestId('orders-table-search').fill(setup.firstNumber);
    const row = page.getByTestId('orders-table-row');
    await expect(row).toHaveCount(1);
    const cell = row.locator('td').filter({ hasText: LONG_CHANNEL.slice(0, 20) });
    // A cell is at most max-w-xs (320 px) and its padding wide.
    expect((await cell.boundingBox())!.width).toBeLessThanOrEqual(344);
    await expectReadable(cell, LONG_CHANNEL);
  });

  test('a long product name reads whole on the order and in its forms', async ({ page }) => {
    await signIn(page, 'staff', undefined, `/backoffice/orders/${setup.firstId}`);
    await expectReadable(page.getByTestId('order-item-name'), LONG_PRODUCT);

    await page.goto(`/backoffice/ordersv2/${setup.firstId}`);
    await expect(page.getByTestId('order-line')).toHaveCount(1);
    await expectReadable(page.getByTestId('order-line-name'), LONG_PRODUCT);
    await expectNoSidewaysScroll(page);
  });

  test('the save box of the order forms covers neither discount nor shipping', async ({ page }) => {
    await signIn(page, 'staff', undefined, '/backoffice/orders/new');
    await expect(page.locator('[data-testid="order-form"][data-hydrated]')).toBeVisible();
    await expectNotCovered(page, 'order-discount');
    await expectNotCovered(page, 'order-shipping-fee');

    await page.goto(`/backoffice/ordersv2/${setup.firstId}`);
    await expect(page.getByTestId('order-line')).toHaveCount(1);
    await expectNotCovered(page, 'order-discount');
    await expectNotCovered(page, 'order-shipping-fee');
  });
});

test.describe('on a phone, 390x844', () => {
  test.use({ viewport: PHONE });

  test('the order list shows cards with the status, chips and pages fit', async ({ page }) => {
    await signIn(page, 'staff', undefined, '/backoffice/orders');
    await page.getByTestId('orders-table-search').fill(setup.phone);
    await expect(page).toHaveURL(new RegExp(`[?&]q=${setup.phone}`));
    await expect(page.getByTestId('orders-table-row')).toHaveCount(10);
    await expectAllChipsVisible(page);

    // A card: the row is a block as wide as the screen allows, its status shown.
    const statusId = `order-status-${setup.lastId}`;
    const card = page.getByTestId('orders-table-row').filter({ has: page.getByTestId(statusId) });
    await expect(card).toHaveCount(1);
    await expect(card).toHaveCSS('display', 'block');
    const status = card.getByTestId(statusId);
    await expect(status).toBeInViewport();
    await expectNotCut(status);
    // Each value is named: the status by the column's name.
    const statusCell = card.locator('td[data-label]').filter({ has: page.getByTestId(statusId) });
    await expect(statusCell).toHaveAttribute('data-label', 'สถานะ');
    await expect(page.locator('[data-testid="orders-table"] thead')).toBeHidden();
    const cardBox = (await card.boundingBox())!;
    expect(cardBox.x).toBeGreaterThanOrEqual(0);
    expect(cardBox.x + cardBox.width).toBeLessThanOrEqual(PHONE.width);

    // The pages of 7 fit the screen, the current one and the next among them.
    const pager = page.getByRole('navigation', { name: 'เลือกหน้า' });
    await expect(page.getByTestId('orders-table-page-7')).toBeAttached();
    const pagerBox = (await pager.boundingBox())!;
    expect(pagerBox.x).toBeGreaterThanOrEqual(0);
    expect(pagerBox.x + pagerBox.width).toBeLessThanOrEqual(PHONE.width);
    await expect(page.getByTestId('orders-table-page-1')).toBeVisible();
    await page.getByTestId('orders-table-page-2').click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(page.getByTestId('orders-table-page-3')).toBeVisible();
    await expectNoSidewaysScroll(page);
  });

  test('a long product name reads whole on the order and in its form', async ({ page }) => {
    await signIn(page, 'staff', undefined, `/backoffice/orders/${setup.firstId}`);
    await expectReadable(page.getByTestId('order-item-name'), LONG_PRODUCT);
    await page.goto(`/backoffice/ordersv2/${setup.firstId}`);
    await expect(page.getByTestId('order-line')).toHaveCount(1);
    await expectReadable(page.getByTestId('order-line-name'), LONG_PRODUCT);
  });
});
