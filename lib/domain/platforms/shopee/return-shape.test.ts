import { describe, expect, it } from 'vitest';
import { shopeeOrderToPlatform } from '@/lib/domain/platforms/shopee/order-shape';
import {
  shopeeOrderWithReturns,
  shopeeReturnRequest,
  shopeeReturnsByOrder,
  type ShopeeReturnJson,
} from '@/lib/domain/platforms/shopee/return-shape';

// Shopee's get_return_list answer (response.return[]) into PlatformReturnRequest, and the
// order with its newest return in its status (platforms.md 2.3, section 6).

const returnJson = (over: Partial<ShopeeReturnJson> = {}): ShopeeReturnJson => ({
  return_sn: '2206150A1B2C3D4',
  order_sn: '220615ABCDEF12',
  status: 'REQUESTED',
  reason: 'WRONG_ITEM',
  text_reason: 'ได้สีผิด',
  tracking_number: 'SPXTH0123',
  needs_logistics: true,
  create_time: 1700000000,
  update_time: 1700000300,
  ...over,
});

const order = (orderStatus: string) =>
  shopeeOrderToPlatform({
    order_sn: '220615ABCDEF12',
    order_status: orderStatus,
    create_time: 1699990000,
    update_time: 1699999000,
    total_amount: 100,
    item_list: [
      { item_id: 1, model_id: 0, model_quantity_purchased: 1, model_original_price: 100 },
    ],
  });

describe('shopeeReturnRequest', () => {
  it("reads a return with logistics, the buyer's words before Shopee's reason word", () => {
    expect(shopeeReturnRequest(returnJson())).toEqual({
      orderId: '220615ABCDEF12',
      request: {
        platformReturnId: '2206150A1B2C3D4',
        kind: 1,
        platformStatus: 'REQUESTED',
        reason: 'ได้สีผิด',
        buyerTrackingNumber: 'SPXTH0123',
        requestedAt: new Date(1700000000_000),
        updateTime: new Date(1700000300_000),
      },
    });
  });

  it('reads a return without logistics as a refund only, a numeric return_sn as text', () => {
    const refund = shopeeReturnRequest(
      returnJson({ needs_logistics: false, text_reason: '', return_sn: 123, tracking_number: '' }),
    );
    expect(refund?.request).toMatchObject({
      platformReturnId: '123',
      kind: 2,
      reason: 'WRONG_ITEM',
      buyerTrackingNumber: null,
    });
  });

  it('refuses a return without its id, order or status', () => {
    expect(shopeeReturnRequest(returnJson({ return_sn: '' }))).toBeNull();
    expect(shopeeReturnRequest(returnJson({ order_sn: undefined }))).toBeNull();
    expect(shopeeReturnRequest(returnJson({ status: '' }))).toBeNull();
    expect(shopeeReturnsByOrder([returnJson(), returnJson({ order_sn: '' })]).size).toBe(1);
  });
});

describe('shopeeOrderWithReturns', () => {
  it('brings the order to 998 for a return, 141 once closed', () => {
    const asked = shopeeReturnRequest(returnJson())!.request;
    expect(shopeeOrderWithReturns(order('TO_RETURN'), [asked]).mapped).toMatchObject({
      status: 998,
      returnRequested: true,
    });
    const closed = shopeeReturnRequest(returnJson({ status: 'CLOSED' }))!.request;
    expect(shopeeOrderWithReturns(order('TO_RETURN'), [closed]).mapped.status).toBe(141);
  });

  it('never makes 998 of a refund only, even on a TO_RETURN order', () => {
    const refund = shopeeReturnRequest(returnJson({ needs_logistics: false }))!.request;
    expect(shopeeOrderWithReturns(order('COMPLETED'), [refund]).mapped).toMatchObject({
      status: 130,
      returnRequested: true,
    });
    expect(shopeeOrderWithReturns(order('TO_RETURN'), [refund]).mapped.status).toBe(122);
  });

  it('takes the newest return as the version of the order', () => {
    const asked = shopeeReturnRequest(returnJson())!.request;
    expect(shopeeOrderWithReturns(order('TO_RETURN'), [asked]).updateTime).toEqual(
      new Date(1700000300_000),
    );
  });
});
