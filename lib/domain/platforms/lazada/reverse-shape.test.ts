import { describe, expect, it } from 'vitest';
import { toPlatformOrder } from '@/lib/domain/platforms/lazada/order-shape';
import {
  lazadaOrderWithReturns,
  lazadaReturnRequest,
  lazadaReturnsByOrder,
} from '@/lib/domain/platforms/lazada/reverse-shape';

// Lazada's reverse orders (result.items[]) into PlatformReturnRequest, and the order with its
// newest request in its status (platforms.md 3.3 "Reverse", section 6).

const line = (status: string, modified: number, extra: Record<string, unknown> = {}) => ({
  reverse_order_line_id: `L${modified}`,
  trade_order_line_id: `T${modified}`,
  reverse_status: status,
  reason_text: 'ไม่ตรงปก',
  tracking_number: 'LZTH7788',
  return_order_line_gmt_create: 1700000000_000,
  return_order_line_gmt_modified: modified,
  ...extra,
});

const reverseItem = (over: Record<string, unknown> = {}) => ({
  reverse_order_id: '9021000123',
  trade_order_id: '500000000000001',
  request_type: 'RETURN',
  reverse_order_lines: [
    line('RTM_INIT', 1700000100_000),
    line('RTM_SHIPPING_BACK', 1700000900_000),
  ],
  ...over,
});

const delivered = () =>
  toPlatformOrder(
    { order_id: '500000000000001', created_at: '2023-11-14 10:00:00 +0700', price: '100.00' },
    [
      {
        order_item_id: '1',
        sku_id: '11',
        status: 'delivered',
        item_price: '100.00',
        updated_at: '2023-11-14 12:00:00 +0700',
      },
    ],
  );

describe('lazadaReturnRequest', () => {
  it('reads a return, the line that moved last speaking for it', () => {
    expect(lazadaReturnRequest(reverseItem())).toEqual({
      orderId: '500000000000001',
      request: {
        platformReturnId: '9021000123',
        kind: 1,
        platformStatus: 'RTM_SHIPPING_BACK',
        reason: 'ไม่ตรงปก',
        buyerTrackingNumber: 'LZTH7788',
        requestedAt: new Date(1700000000_000),
        updateTime: new Date(1700000900_000),
      },
    });
  });

  it('reads ONLY_REFUND as a refund only; a cancellation or a request without lines is none', () => {
    const refund = lazadaReturnRequest(
      reverseItem({
        request_type: 'ONLY_REFUND',
        reverse_order_lines: [line('REFUND_INIT', 1700000100_000, { tracking_number: '' })],
      }),
    );
    expect(refund?.request).toMatchObject({ kind: 2, buyerTrackingNumber: null });
    expect(lazadaReturnRequest(reverseItem({ request_type: 'CANCEL' }))).toBeNull();
    expect(lazadaReturnRequest(reverseItem({ reverse_order_lines: [] }))).toBeNull();
    expect(lazadaReturnsByOrder([reverseItem(), reverseItem({ reverse_order_id: '' })]).size).toBe(
      1,
    );
  });
});

describe('lazadaOrderWithReturns', () => {
  it('brings a delivered order to 998 for a return, 141 once received', () => {
    const back = lazadaReturnRequest(reverseItem())!.request;
    const order = lazadaOrderWithReturns(delivered(), [back]);
    expect(order.mapped.status).toBe(998);
    expect(order.updateTime).toEqual(new Date(1700000900_000));
    const received = lazadaReturnRequest(
      reverseItem({ reverse_order_lines: [line('RTM_RECEIVE_ITEM', 1700001000_000)] }),
    )!.request;
    expect(lazadaOrderWithReturns(delivered(), [received]).mapped.status).toBe(141);
  });

  it('keeps the code of a refund only, flagged while pending', () => {
    const refund = lazadaReturnRequest(
      reverseItem({
        request_type: 'ONLY_REFUND',
        reverse_order_lines: [line('REFUND_PENDING', 1700000100_000)],
      }),
    )!.request;
    expect(lazadaOrderWithReturns(delivered(), [refund]).mapped).toMatchObject({
      status: 122,
      returnRequested: true,
    });
  });
});
