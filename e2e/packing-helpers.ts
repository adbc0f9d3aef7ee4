import { expect, type Page } from '@playwright/test';
import { orderThroughApi, type ApiOrder } from './order-helpers';

// Orders and scans the packing specs share. Seed data no other spec changes:
// คอลลาเจนผง 60 ซอง (COLLA-60), 45 in stock in คลังหลัก.

export const COLLA_BARCODE = '2000000000039';
export const UNKNOWN_BARCODE = '8850000000001';

/** A COD order of two COLLA-60 (it starts at 111, ready to pack). */
export async function codOrder(page: Page): Promise<ApiOrder> {
  const order = await orderThroughApi(page, {
    sku: 'COLLA-60',
    method: (name) => name.startsWith('เก็บเงินปลายทาง'),
    quantity: 2,
    price: '990.00',
    recipient: 'คุณแพ็ก ทดสอบ',
  });
  expect(order.status).toBe(111);
  return order;
}

/** Types a code the way a keyboard-wedge scanner does: fast keys, then Enter. */
export async function wedgeScan(page: Page, code: string, input = 'station-scan-input') {
  await page.getByTestId(input).click();
  await page.keyboard.type(code, { delay: 5 });
  await page.keyboard.press('Enter');
}
