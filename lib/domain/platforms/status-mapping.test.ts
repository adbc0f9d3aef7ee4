import { describe, expect, it } from 'vitest';
import { lazadaStatus, shopeeStatus, tiktokStatus } from '@/lib/domain/platforms/status-mapping';

// Every row of the status table the platforms' orders map through (docs/domain-rules.md,
// Selling platforms).

describe('tiktokStatus', () => {
  it.each([
    ['UNPAID', 100],
    ['ON_HOLD', 111],
    ['AWAITING_SHIPMENT', 111],
    ['AWAITING_COLLECTION', 112],
    ['PARTIALLY_SHIPPING', 114],
    ['IN_TRANSIT', 121],
    ['DELIVERED', 122],
    ['COMPLETED', 130],
    ['CANCELLED', 140],
    ['CANCEL', 140],
  ])('%s -> %i', (orderStatus, status) => {
    expect(tiktokStatus({ orderStatus })?.status).toBe(status);
  });

  it('flags ON_HOLD as "the buyer may still cancel", nothing else', () => {
    expect(tiktokStatus({ orderStatus: 'ON_HOLD' })).toMatchObject({ buyerMayCancel: true });
    expect(tiktokStatus({ orderStatus: 'AWAITING_SHIPMENT' })?.buyerMayCancel).toBe(false);
  });

  it('keeps the code of an order whose cancellation is pending, with the flag', () => {
    expect(
      tiktokStatus({
        orderStatus: 'AWAITING_SHIPMENT',
        cancelStatus: 'CANCELLATION_REQUEST_PENDING',
      }),
    ).toMatchObject({ status: 111, cancelRequested: true });
  });

  it.each([
    ['AWAITING_BUYER_SHIP', 998],
    ['BUYER_SHIPPED_ITEM', 998],
    ['RETURN_OR_REFUND_REQUEST_SUCCESS', 998],
    ['RETURN_OR_REFUND_REQUEST_COMPLETE', 141],
  ])('a return of goods at %s -> %i', (returnStatus, status) => {
    expect(
      tiktokStatus({ orderStatus: 'DELIVERED', returnStatus, returnType: 'RETURN_AND_REFUND' })
        ?.status,
    ).toBe(status);
  });

  it('brings a pending return of goods to 998 at once, flagged while nobody decided', () => {
    expect(
      tiktokStatus({
        orderStatus: 'DELIVERED',
        returnStatus: 'RETURN_OR_REFUND_REQUEST_PENDING',
        returnType: 'RETURN_AND_REFUND',
      }),
    ).toMatchObject({ status: 998, returnRequested: true });
    expect(
      tiktokStatus({
        orderStatus: 'DELIVERED',
        returnStatus: 'BUYER_SHIPPED_ITEM',
        returnType: 'RETURN_AND_REFUND',
      }),
    ).toMatchObject({ status: 998, returnRequested: false });
  });

  it.each([
    'RETURN_OR_REFUND_REQUEST_PENDING',
    'AWAITING_BUYER_SHIP',
    'RETURN_OR_REFUND_REQUEST_SUCCESS',
    'RETURN_OR_REFUND_REQUEST_COMPLETE',
  ])('a refund only at %s keeps the code: nothing comes back', (returnStatus) => {
    const refund = tiktokStatus({ orderStatus: 'DELIVERED', returnStatus, returnType: 'REFUND' });
    expect(refund?.status).toBe(122);
    expect(refund?.returnRequested).toBe(returnStatus === 'RETURN_OR_REFUND_REQUEST_PENDING');
  });

  it('goes back to the order status when the return is rejected or cancelled', () => {
    for (const returnStatus of [
      'REFUND_OR_RETURN_REQUEST_REJECT',
      'RETURN_OR_REFUND_REQUEST_CANCEL',
    ]) {
      expect(
        tiktokStatus({ orderStatus: 'COMPLETED', returnStatus, returnType: 'RETURN_AND_REFUND' }),
      ).toMatchObject({ status: 130, returnRequested: false });
    }
  });

  it('flags a pending replacement without moving the code', () => {
    expect(
      tiktokStatus({
        orderStatus: 'DELIVERED',
        returnStatus: 'REPLACEMENT_REQUEST_PENDING',
        returnType: 'REPLACEMENT',
      }),
    ).toMatchObject({ status: 122, returnRequested: true });
  });

  it('answers null for a status TikTok does not document', () => {
    expect(tiktokStatus({ orderStatus: 'TELEPORTED' })).toBeNull();
  });
});

describe('shopeeStatus', () => {
  it.each([
    ['UNPAID', 100],
    ['PENDING', 100],
    ['INVOICE_PENDING', 100],
    ['READY_TO_SHIP', 111],
    ['RETRY_SHIP', 111],
    ['PROCESSED', 112],
    ['SHIPPED', 121],
    ['TO_CONFIRM_RECEIVE', 122],
    ['COMPLETED', 130],
    ['CANCELLED', 140],
    ['TO_RETURN', 998],
  ])('%s -> %i', (orderStatus, status) => {
    expect(shopeeStatus({ orderStatus })?.status).toBe(status);
  });

  it('flags RETRY_SHIP as needing the shipment arranged again', () => {
    expect(shopeeStatus({ orderStatus: 'RETRY_SHIP' })?.needsRearrange).toBe(true);
    expect(shopeeStatus({ orderStatus: 'READY_TO_SHIP' })?.needsRearrange).toBe(false);
  });

  it('keeps the code before IN_CANCEL, with the cancel-requested flag', () => {
    expect(shopeeStatus({ orderStatus: 'IN_CANCEL', previousStatus: 112 })).toMatchObject({
      status: 112,
      cancelRequested: true,
    });
  });

  it('calls an order with some packages shipped partly shipping', () => {
    expect(
      shopeeStatus({ orderStatus: 'READY_TO_SHIP', packages: { shipped: 1, total: 2 } })?.status,
    ).toBe(114);
    expect(
      shopeeStatus({ orderStatus: 'READY_TO_SHIP', packages: { shipped: 0, total: 2 } })?.status,
    ).toBe(111);
  });

  it.each([
    ['REQUESTED', 998],
    ['ACCEPTED', 998],
    ['PROCESSING', 998],
    ['CLOSED', 141],
    ['JUDGING', 142],
    ['SELLER_DISPUTE', 142],
  ])('a return at %s -> %i', (returnStatus, status) => {
    expect(shopeeStatus({ orderStatus: 'COMPLETED', returnStatus })?.status).toBe(status);
  });

  it('flags a return nobody decided yet', () => {
    expect(shopeeStatus({ orderStatus: 'TO_RETURN', returnStatus: 'REQUESTED' })).toMatchObject({
      status: 998,
      returnRequested: true,
    });
    expect(shopeeStatus({ orderStatus: 'TO_RETURN', returnStatus: 'ACCEPTED' })).toMatchObject({
      status: 998,
      returnRequested: false,
    });
  });

  it.each([
    ['REQUESTED', 'COMPLETED', 130, true],
    ['PROCESSING', 'TO_CONFIRM_RECEIVE', 122, true],
    ['ACCEPTED', 'COMPLETED', 130, false],
    ['CLOSED', 'COMPLETED', 130, false],
    ['REQUESTED', 'TO_RETURN', 122, true],
    ['CANCELLED', 'COMPLETED', 130, false],
    ['JUDGING', 'COMPLETED', 142, false],
  ])(
    'a refund only at %s on a %s order -> %i (never 998 nor 141)',
    (returnStatus, orderStatus, status, flagged) => {
      expect(shopeeStatus({ orderStatus, returnStatus, refundOnly: true })).toMatchObject({
        status,
        returnRequested: flagged,
      });
    },
  );

  it('answers null for a status Shopee does not document', () => {
    expect(shopeeStatus({ orderStatus: 'LOST_IN_SPACE' })).toBeNull();
  });
});

describe('lazadaStatus', () => {
  it.each([
    [['unpaid'], 100],
    [['pending'], 111],
    [['repacked'], 111],
    [['packed'], 111],
    [['ready_to_ship_pending'], 112],
    [['ready_to_ship'], 112],
    [['shipped'], 121],
    [['shipping'], 121],
    [['delivered'], 122],
    [['canceled'], 140],
    [['failed'], 998],
    [['failed_delivery'], 998],
    [['shipped_back'], 998],
    [['returned'], 141],
    [['shipped_back_success'], 141],
    [['lost'], 142],
    [['lost_by_3pl'], 142],
    [['damaged_by_3pl'], 142],
    [['package_scrapped'], 142],
    [['shipped_back_failed'], 142],
  ])('%j -> %i', (itemStatuses, status) => {
    expect(lazadaStatus({ itemStatuses })?.status).toBe(status);
  });

  it('takes the least advanced item; a cancelled item does not hold the order back', () => {
    expect(lazadaStatus({ itemStatuses: ['ready_to_ship', 'packed'] })?.status).toBe(111);
    expect(lazadaStatus({ itemStatuses: ['delivered', 'canceled'] })?.status).toBe(122);
  });

  it('calls a mix with at least one item shipped partly shipping', () => {
    expect(lazadaStatus({ itemStatuses: ['shipped', 'packed'] })?.status).toBe(114);
  });

  it('lets a return or a claim on any item win', () => {
    expect(lazadaStatus({ itemStatuses: ['delivered', 'lost_by_3pl'] })?.status).toBe(142);
    expect(lazadaStatus({ itemStatuses: ['delivered', 'failed_delivery'] })?.status).toBe(998);
  });

  it('completes a delivered order once its return window has closed', () => {
    expect(lazadaStatus({ itemStatuses: ['delivered'], returnWindowClosed: true })?.status).toBe(
      130,
    );
  });

  it('follows the reverse push, and flags requests that are not decided yet', () => {
    expect(
      lazadaStatus({ itemStatuses: ['delivered'], reverseStatus: 'RTM_SHIPPING_BACK' }),
    ).toMatchObject({ status: 998 });
    expect(
      lazadaStatus({ itemStatuses: ['delivered'], reverseStatus: 'RTW_SHIPPING_BACK' })?.status,
    ).toBe(998);
    expect(
      lazadaStatus({ itemStatuses: ['delivered'], reverseStatus: 'RTM_RECEIVE_ITEM' })?.status,
    ).toBe(141);
    expect(lazadaStatus({ itemStatuses: ['packed'], reverseStatus: 'CANCEL_INIT' })).toMatchObject({
      status: 111,
      cancelRequested: true,
    });
    expect(lazadaStatus({ itemStatuses: ['delivered'], reverseStatus: 'RTM_INIT' })).toMatchObject({
      status: 998,
      returnRequested: true,
    });
    expect(lazadaStatus({ itemStatuses: ['delivered'], reverseStatus: 'RTW_INIT' })).toMatchObject({
      status: 998,
      returnRequested: true,
    });
  });

  it.each([
    ['REFUND_INIT', 122, true],
    ['REFUND_PENDING', 122, true],
    ['REFUND_SUCCESS', 122, false],
    ['REFUND_REJECTED', 122, false],
  ])('a refund only at %s -> %i (nothing comes back)', (reverseStatus, status, flagged) => {
    expect(
      lazadaStatus({ itemStatuses: ['delivered'], reverseStatus, refundOnly: true }),
    ).toMatchObject({ status, returnRequested: flagged });
  });

  it('never returns goods for a refund only, whatever its status words', () => {
    expect(
      lazadaStatus({
        itemStatuses: ['delivered'],
        reverseStatus: 'RTM_SHIPPING_BACK',
        refundOnly: true,
      })?.status,
    ).toBe(122);
  });

  it('goes back to the items status when the return is cancelled or rejected', () => {
    for (const reverseStatus of ['RTM_CANCELED', 'RTW_REJECT']) {
      expect(lazadaStatus({ itemStatuses: ['delivered'], reverseStatus })).toMatchObject({
        status: 122,
        returnRequested: false,
      });
    }
  });

  it('answers null for no items or an undocumented item status', () => {
    expect(lazadaStatus({ itemStatuses: [] })).toBeNull();
    expect(lazadaStatus({ itemStatuses: ['packed', 'confirmed'] })).toBeNull();
  });
});
