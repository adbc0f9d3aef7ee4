import { describe, expect, it } from 'vitest';
import { tiktokOrderShape } from '@/lib/domain/platforms/tiktok/order-shape';
import {
  tiktokOrderWithReturns,
  tiktokReturnRequest,
  tiktokReturnsByOrder,
  type TiktokReturnJson,
} from '@/lib/domain/platforms/tiktok/return-shape';

// TikTok's Search Returns answer (return_orders[]) into PlatformReturnRequest, and the order
// it belongs to with the newest request in its status (platforms.md 1.3, section 6).

const returnJson = (over: Partial<TiktokReturnJson> = {}): TiktokReturnJson => ({
  return_id: '4035235010123456789',
  order_id: '576461413038785752',
  return_status: 'AWAITING_BUYER_SHIP',
  return_type: 'RETURN_AND_REFUND',
  return_reason_text: 'สินค้าชำรุด',
  return_tracking_number: 'TH0199887766',
  create_time: 1700000000,
  update_time: 1700000600,
  ...over,
});

const delivered = () =>
  tiktokOrderShape({
    id: '576461413038785752',
    status: 'DELIVERED',
    create_time: 1699990000,
    update_time: 1699999000,
    line_items: [{ sku_id: '1', product_id: '2', original_price: '100.00' }],
    payment: { total_amount: '100.00' },
  });

describe('tiktokReturnRequest', () => {
  it('reads a return and refund with its reason, tracking number and times', () => {
    expect(tiktokReturnRequest(returnJson())).toEqual({
      orderId: '576461413038785752',
      request: {
        platformReturnId: '4035235010123456789',
        kind: 1,
        platformStatus: 'AWAITING_BUYER_SHIP',
        reason: 'สินค้าชำรุด',
        buyerTrackingNumber: 'TH0199887766',
        requestedAt: new Date(1700000000_000),
        updateTime: new Date(1700000600_000),
      },
    });
  });

  it.each([
    ['REFUND', 2],
    ['REPLACEMENT', 3],
  ])('reads return_type %s as kind %i', (returnType, kind) => {
    expect(tiktokReturnRequest(returnJson({ return_type: returnType }))?.request.kind).toBe(kind);
  });

  it('leaves blanks empty and refuses what is not a request', () => {
    const bare = tiktokReturnRequest(
      returnJson({ return_reason_text: ' ', return_tracking_number: '', update_time: undefined }),
    );
    expect(bare?.request).toMatchObject({
      reason: null,
      buyerTrackingNumber: null,
      updateTime: new Date(1700000000_000),
    });
    expect(tiktokReturnRequest(returnJson({ return_id: '' }))).toBeNull();
    expect(tiktokReturnRequest(returnJson({ return_type: 'EXCHANGE' }))).toBeNull();
    expect(tiktokReturnRequest(returnJson({ return_status: undefined }))).toBeNull();
  });

  it('groups an answer by order, keeping the newer version of a request listed twice', () => {
    const grouped = tiktokReturnsByOrder([
      returnJson({ return_status: 'RETURN_OR_REFUND_REQUEST_PENDING', update_time: 1700000100 }),
      returnJson(),
      returnJson({ return_id: '2', order_id: 'other' }),
    ]);
    expect(grouped.get('576461413038785752')?.map((r) => r.platformStatus)).toEqual([
      'AWAITING_BUYER_SHIP',
    ]);
    expect(grouped.get('other')).toHaveLength(1);
  });
});

describe('tiktokOrderWithReturns', () => {
  it('brings a delivered order to 998 for a return of goods, its version the request', () => {
    const request = tiktokReturnRequest(returnJson())!.request;
    const order = tiktokOrderWithReturns(delivered(), [request]);
    expect(order.mapped.status).toBe(998);
    expect(order.updateTime).toEqual(new Date(1700000600_000));
    expect(order.returnRequests).toEqual([request]);
  });

  it('keeps the code of a refund only, flagged while pending', () => {
    const request = tiktokReturnRequest(
      returnJson({ return_type: 'REFUND', return_status: 'RETURN_OR_REFUND_REQUEST_PENDING' }),
    )!.request;
    expect(tiktokOrderWithReturns(delivered(), [request]).mapped).toMatchObject({
      status: 122,
      returnRequested: true,
    });
  });

  it('lets the newest request decide; no request leaves the order as it was', () => {
    const older = tiktokReturnRequest(
      returnJson({ return_id: 'a', return_status: 'RETURN_OR_REFUND_REQUEST_CANCEL' }),
    )!.request;
    const newer = tiktokReturnRequest(
      returnJson({
        return_id: 'b',
        return_status: 'RETURN_OR_REFUND_REQUEST_COMPLETE',
        update_time: 1700009999,
      }),
    )!.request;
    expect(tiktokOrderWithReturns(delivered(), [newer, older]).mapped.status).toBe(141);
    const plain = tiktokOrderWithReturns(delivered(), []);
    expect(plain.mapped.status).toBe(122);
    expect(plain.updateTime).toEqual(new Date(1699999000_000));
  });
});
