import { expect, type APIRequestContext, type Page } from '@playwright/test';

// Orders and scans the packing specs share. Seed data no other spec changes:
// คอลลาเจนผง 60 ซอง (COLLA-60), 45 in stock in คลังหลัก.

export const COLLA_BARCODE = '2000000000039';
export const UNKNOWN_BARCODE = '8850000000001';

async function idOf(
  request: APIRequestContext,
  path: string,
  match: (row: Record<string, unknown>) => boolean,
): Promise<number> {
  const res = await request.get(path);
  expect(res.status(), path).toBe(200);
  const body = (await res.json()) as { data: Array<Record<string, unknown>> };
  const row = body.data.find(match);
  expect(row, path).toBeTruthy();
  return Number(row!.id ?? row!.ID);
}

/** A COD order of two COLLA-60 through the API (the order screens have their own spec). */
export async function codOrder(page: Page): Promise<{ id: number; number: string }> {
  const request = page.request;
  const productId = await idOf(
    request,
    '/api/v1/productssku?q=COLLA-60&limit=5',
    (r) => r.pn === 'COLLA-60',
  );
  const methodId = await idOf(request, '/api/v1/paymentmethod?all=1', (r) =>
    String(r.name).startsWith('เก็บเงินปลายทาง'),
  );
  const channelId = await idOf(request, '/api/v1/salechannel?all=1', () => true);
  const res = await request.post('/api/v1/orders', {
    headers: { 'Idempotency-Key': `e2e-station-${Date.now()}` },
    data: {
      sale_channel_id: channelId,
      payment_method_id: methodId,
      shipping_provider_id: 1,
      recipient: {
        name: 'คุณแพ็ก ทดสอบ',
        phone: `08${String(Date.now()).slice(-8)}`,
        address: '1 ถนนทดสอบ',
        subdistrict: 'สุเทพ',
        district: 'เมืองเชียงใหม่',
        province: 'เชียงใหม่',
        zipcode: '50200',
      },
      items: [{ product_id: productId, quantity: 2, price: '990.00' }],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { Datum } = (await res.json()) as {
    Datum: { id: number; order_number: string; status: number };
  };
  expect(Datum.status).toBe(111);
  return { id: Datum.id, number: Datum.order_number };
}

/** Types a code the way a keyboard-wedge scanner does: fast keys, then Enter. */
export async function wedgeScan(page: Page, code: string, input = 'station-scan-input') {
  await page.getByTestId(input).click();
  await page.keyboard.type(code, { delay: 5 });
  await page.keyboard.press('Enter');
}
