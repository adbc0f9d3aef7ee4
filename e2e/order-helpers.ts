import { expect, type Page } from '@playwright/test';

// Orders made through the API for specs that test what comes after (the order screens have
// their own spec): the seed's products, payment methods and first sale channel.

async function idOf(page: Page, path: string, match: (row: Record<string, unknown>) => boolean) {
  const res = await page.request.get(path);
  expect(res.status(), path).toBe(200);
  const body = (await res.json()) as { data: Array<Record<string, unknown>> };
  const row = body.data.find(match);
  expect(row, path).toBeTruthy();
  return Number(row!.id ?? row!.ID);
}

export interface ApiOrder {
  id: number;
  number: string;
  status: number;
  total: string;
}

/** One order of `quantity` of the product with SKU `sku`, paid by the first matching method. */
export async function orderThroughApi(
  page: Page,
  opts: {
    sku: string;
    method: (name: string) => boolean;
    quantity: number;
    price: string;
    recipient: string;
  },
): Promise<ApiOrder> {
  const productId = await idOf(
    page,
    `/api/v1/productssku?q=${encodeURIComponent(opts.sku)}&limit=5`,
    (r) => r.pn === opts.sku,
  );
  const methodId = await idOf(page, '/api/v1/paymentmethod?all=1', (r) =>
    opts.method(String(r.name)),
  );
  const channelId = await idOf(page, '/api/v1/salechannel?all=1', () => true);
  const res = await page.request.post('/api/v1/orders', {
    headers: { 'Idempotency-Key': `e2e-order-${methodId}-${Date.now()}-${Math.random()}` },
    data: {
      sale_channel_id: channelId,
      payment_method_id: methodId,
      shipping_provider_id: 1,
      recipient: {
        name: opts.recipient,
        phone: `08${String(Date.now()).slice(-8)}`,
        address: '1 ถนนทดสอบ',
        subdistrict: 'สุเทพ',
        district: 'เมืองเชียงใหม่',
        province: 'เชียงใหม่',
        zipcode: '50200',
      },
      items: [{ product_id: productId, quantity: opts.quantity, price: opts.price }],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { Datum } = (await res.json()) as {
    Datum: { id: number; order_number: string; status: number; total: string };
  };
  return { id: Datum.id, number: Datum.order_number, status: Datum.status, total: Datum.total };
}
