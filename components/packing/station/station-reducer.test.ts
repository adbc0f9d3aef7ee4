import { describe, expect, it } from 'vitest';
import type { PackingState } from '@/lib/domain/packing/shared/schemas';
import {
  INITIAL_STATION,
  scanIntent,
  stationReducer,
  type StationState,
} from '@/components/packing/station/station-reducer';

function packing(scanned: [number, number], extra: Partial<PackingState> = {}): PackingState {
  const lines = [
    {
      product_id: 1,
      product_name: 'Mug',
      sku: 'M1',
      barcode: '111',
      sales_product_id: 5,
      ordered: 2,
      scanned: scanned[0],
    },
    {
      product_id: 2,
      product_name: 'Cup',
      sku: 'C1',
      barcode: '222',
      sales_product_id: 6,
      ordered: 1,
      scanned: scanned[1],
    },
  ];
  return {
    packing_id: 7,
    packing_number: 'PK-7',
    kind: 1,
    status: 1,
    order_id: 40,
    order_number: 'SO-40',
    order_status: 111,
    storage_id: 3,
    line: null,
    closed: false,
    complete: lines.every((l) => l.scanned >= l.ordered),
    scanned_product_id: null,
    lines,
    ...extra,
  };
}

const opened = (p = packing([0, 0]), orderCode = 'TRACK-9'): StationState =>
  stationReducer(INITIAL_STATION, { type: 'opened', orderCode, packing: p });

describe('opening an order', () => {
  it('goes from waiting to packing with no outcome yet', () => {
    const s = opened();
    expect(s.phase).toBe('packing');
    expect(s.packing?.order_number).toBe('SO-40');
    expect(s.orderCode).toBe('TRACK-9');
    expect(s.outcome).toBeNull();
  });

  it('goes straight to complete when every line is already scanned', () => {
    const s = opened(packing([2, 1]));
    expect(s.phase).toBe('complete');
    expect(s.outcome?.kind).toBe('complete');
  });

  it('forgets the last closed packing', () => {
    const closed = stationReducer(opened(packing([2, 1])), {
      type: 'closed',
      packing: packing([2, 1], { closed: true, status: 2 }),
    });
    const next = stationReducer(closed, {
      type: 'opened',
      orderCode: 'SO-41',
      packing: packing([0, 0], { order_number: 'SO-41' }),
    });
    expect(next.closed).toBeNull();
    expect(next.phase).toBe('packing');
  });
});

describe('counting units', () => {
  it('is ok while the line still needs units', () => {
    const s = stationReducer(opened(), {
      type: 'counted',
      code: '111',
      packing: packing([1, 0], { scanned_product_id: 1 }),
    });
    expect(s.phase).toBe('packing');
    expect(s.outcome).toMatchObject({ kind: 'ok', code: '111' });
  });

  it('is done when the line fills but the order does not', () => {
    const s = stationReducer(opened(), {
      type: 'counted',
      code: '222',
      packing: packing([0, 1], { scanned_product_id: 2 }),
    });
    expect(s.phase).toBe('packing');
    expect(s.outcome?.kind).toBe('done');
  });

  it('is complete when the last line fills', () => {
    const s = stationReducer(opened(packing([2, 0])), {
      type: 'counted',
      code: '222',
      packing: packing([2, 1], { scanned_product_id: 2 }),
    });
    expect(s.phase).toBe('complete');
    expect(s.outcome?.kind).toBe('complete');
  });

  it('numbers outcomes so the same outcome twice flashes twice', () => {
    const a = stationReducer(opened(), {
      type: 'counted',
      code: '111',
      packing: packing([1, 0], { scanned_product_id: 1 }),
    });
    const b = stationReducer(a, {
      type: 'counted',
      code: '111',
      packing: packing([2, 0], { scanned_product_id: 1 }),
    });
    expect(b.outcome!.seq).toBe(a.outcome!.seq + 1);
  });
});

describe('failed scans', () => {
  it('names a wrong item and keeps the order', () => {
    const s = stationReducer(opened(), {
      type: 'failed',
      code: '999',
      errorKey: 'common.notFound',
    });
    expect(s.phase).toBe('packing');
    expect(s.packing?.order_id).toBe(40);
    expect(s.outcome).toMatchObject({ kind: 'wrong', code: '999', errorKey: 'common.notFound' });
  });

  it('says too many for a full line and keeps the order', () => {
    const s = stationReducer(opened(packing([0, 1])), {
      type: 'failed',
      code: '222',
      errorKey: 'packing.goodsAlreadyAdded',
    });
    expect(s.phase).toBe('packing');
    expect(s.outcome?.kind).toBe('too-many');
  });

  it('drops the order and waits again on a wrong order status', () => {
    const s = stationReducer(opened(), {
      type: 'failed',
      code: '111',
      errorKey: 'packing.invalidOrderStatus',
    });
    expect(s.phase).toBe('waiting');
    expect(s.packing).toBeNull();
    expect(s.orderCode).toBeNull();
    expect(s.outcome?.kind).toBe('wrong-status');
  });

  it('reports any other error without changing phase', () => {
    const s = stationReducer(INITIAL_STATION, {
      type: 'failed',
      code: 'SO-X',
      errorKey: 'order.notFound',
    });
    expect(s.phase).toBe('waiting');
    expect(s.outcome).toMatchObject({ kind: 'error', errorKey: 'order.notFound' });
  });
});

describe('taking a unit back', () => {
  it('moves a complete order back to packing and clears the outcome', () => {
    const complete = opened(packing([2, 1]));
    const s = stationReducer(complete, {
      type: 'removed',
      packing: packing([1, 1], { scanned_product_id: 1 }),
    });
    expect(s.phase).toBe('packing');
    expect(s.packing?.lines[0]!.scanned).toBe(1);
    expect(s.outcome).toBeNull();
  });
});

describe('closing', () => {
  it('keeps what to print and waits for the next order', () => {
    const s = stationReducer(opened(packing([2, 1])), {
      type: 'closed',
      packing: packing([2, 1], { closed: true, status: 2, bill_number: 'PCK-1' }),
    });
    expect(s.phase).toBe('closed');
    expect(s.packing).toBeNull();
    expect(s.closed).toEqual({
      packingId: 7,
      orderId: 40,
      orderNumber: 'SO-40',
      billNumber: 'PCK-1',
      platformLabel: false,
    });
    expect(scanIntent(s, '111')).toBe('order');
  });

  it("remembers that a platform order's label is the platform's", () => {
    const s = stationReducer(opened(packing([2, 1])), {
      type: 'closed',
      packing: packing([2, 1], { closed: true, status: 2, platform_label: true }),
    });
    expect(s.closed?.platformLabel).toBe(true);
  });

  it('resets to waiting', () => {
    const s = stationReducer(opened(), { type: 'reset' });
    expect(s).toEqual(INITIAL_STATION);
  });
});

describe('what a scan means', () => {
  it('is an order while waiting', () => {
    expect(scanIntent(INITIAL_STATION, 'SO-40')).toBe('order');
  });

  it('is a unit while packing, even the order number', () => {
    const s = opened();
    expect(scanIntent(s, '111')).toBe('unit');
    expect(scanIntent(s, 'SO-40')).toBe('unit');
  });

  it('closes a complete order by its number or the code that opened it', () => {
    const s = opened(packing([2, 1]));
    expect(scanIntent(s, 'so-40 ')).toBe('close');
    expect(scanIntent(s, 'TRACK-9')).toBe('close');
    expect(scanIntent(s, '111')).toBe('unit');
  });
});

describe('a coupon at the station', () => {
  const coupon = { code: 'VIP-AB12CD34', discount: '50.00', total: '450.00' };

  it('keeps the coupon with its amounts on the open order and says so', () => {
    const s = stationReducer(opened(), { type: 'couponLinked', coupon });
    expect(s.coupon).toEqual(coupon);
    expect(s.packing?.coupon_code).toBe('VIP-AB12CD34');
    expect(s.phase).toBe('packing');
    expect(s.outcome).toMatchObject({ kind: 'coupon', code: 'VIP-AB12CD34' });
  });

  it('does nothing without an open order', () => {
    expect(stationReducer(INITIAL_STATION, { type: 'couponLinked', coupon })).toBe(INITIAL_STATION);
  });

  it('forgets the coupon when the box is closed or the next order opens', () => {
    const linked = stationReducer(opened(packing([2, 1])), { type: 'couponLinked', coupon });
    const closed = stationReducer(linked, {
      type: 'closed',
      packing: packing([2, 1], { closed: true, status: 2 }),
    });
    expect(closed.coupon).toBeNull();
    const next = stationReducer(linked, {
      type: 'opened',
      orderCode: 'SO-41',
      packing: packing([0, 0], { order_number: 'SO-41' }),
    });
    expect(next.coupon).toBeNull();
  });

  it('a refused coupon keeps the order open with the refusal shown', () => {
    const s = stationReducer(opened(), {
      type: 'failed',
      code: 'OLD-1',
      errorKey: 'coupon.expired',
    });
    expect(s.phase).toBe('packing');
    expect(s.outcome).toMatchObject({ kind: 'error', errorKey: 'coupon.expired' });
  });
});
