import { describe, expect, it } from 'vitest';
import type { ReturnState } from '@/lib/domain/packing/shared/schemas';
import {
  canClose,
  closeLines,
  countsOf,
  INITIAL_RETURN_STATION,
  overCounted,
  parseCount,
  remainderOf,
  returnStationReducer as reduce,
  scanIntent,
  type ReturnStationState,
} from '@/components/packing/returns/return-reducer';

function parcel(scanned: [number, number], extra: Partial<ReturnState> = {}): ReturnState {
  return {
    packing_id: 9,
    packing_number: 'RP-9',
    kind: 2,
    status: 1,
    order_id: 40,
    order_number: 'SO-40',
    order_status: 121,
    storage_id: 3,
    line: null,
    closed: false,
    complete: false,
    scanned_product_id: null,
    return_id: 5,
    return_number: 'RT-5',
    lines: [
      {
        product_id: 1,
        product_name: 'Mug',
        sku: 'M1',
        barcode: '111',
        sales_product_id: 5,
        ordered: 3,
        scanned: scanned[0],
      },
      {
        product_id: 2,
        product_name: 'Cup',
        sku: 'C1',
        barcode: '222',
        sales_product_id: 6,
        ordered: 2,
        scanned: scanned[1],
      },
    ],
    ...extra,
  };
}

const opened = (p = parcel([0, 0]), code = 'TRACK-9'): ReturnStationState =>
  reduce(INITIAL_RETURN_STATION, { type: 'opened', orderCode: code, packing: p });

const edit = (
  s: ReturnStationState,
  productId: number,
  field: 'good' | 'broken' | 'lost' | 'other',
  value: number | null,
) => reduce(s, { type: 'edited', productId, field, value });

describe('opening a parcel', () => {
  it('goes from waiting to receiving with good prefilled from the scans', () => {
    const s = opened(parcel([1, 0]));
    expect(s.phase).toBe('receiving');
    expect(s.orderCode).toBe('TRACK-9');
    expect(s.outcome).toMatchObject({ kind: 'opened', code: 'TRACK-9' });
    expect(countsOf(s, 1)).toEqual({
      good: 1,
      broken: null,
      lost: null,
      other: null,
      goodEdited: false,
    });
    expect(countsOf(s, 2).good).toBe(0);
  });

  it('keeps the counts and reason when the same parcel is scanned again', () => {
    let s = edit(opened(), 2, 'broken', 1);
    s = reduce(s, { type: 'reasonChanged', reason: 'กล่องบุบ' });
    s = reduce(s, { type: 'opened', orderCode: 'SO-40', packing: parcel([0, 0]) });
    expect(countsOf(s, 2).broken).toBe(1);
    expect(s.reason).toBe('กล่องบุบ');
    expect(s.orderCode).toBe('TRACK-9');
  });

  it('starts afresh on another parcel and forgets the last result', () => {
    const closed = reduce(opened(), {
      type: 'closed',
      packing: parcel([0, 0], { closed: true, order_status: 141, bill_number: null }),
    });
    const next = reduce(closed, {
      type: 'opened',
      orderCode: 'SO-41',
      packing: parcel([0, 0], { packing_id: 10, order_number: 'SO-41' }),
    });
    expect(next.result).toBeNull();
    expect(next.phase).toBe('receiving');
    expect(next.orderCode).toBe('SO-41');
  });
});

describe('scanning units', () => {
  it('moves good along with the scans until the clerk types it', () => {
    let s = reduce(opened(), {
      type: 'counted',
      code: '111',
      packing: parcel([1, 0], { scanned_product_id: 1 }),
    });
    expect(s.outcome).toMatchObject({ kind: 'ok', code: '111' });
    expect(countsOf(s, 1).good).toBe(1);
    s = edit(s, 1, 'good', 0);
    s = reduce(s, { type: 'counted', code: '111', packing: parcel([2, 0]) });
    expect(countsOf(s, 1)).toMatchObject({ good: 0, goodEdited: true });
    expect(s.packing?.lines[0]!.scanned).toBe(2);
  });

  it('numbers outcomes so the same outcome twice flashes twice', () => {
    const a = reduce(opened(), { type: 'counted', code: '111', packing: parcel([1, 0]) });
    const b = reduce(a, { type: 'counted', code: '111', packing: parcel([2, 0]) });
    expect(b.outcome!.seq).toBe(a.outcome!.seq + 1);
  });
});

describe('what a scan means', () => {
  it('is a parcel while waiting or after a close', () => {
    expect(scanIntent(INITIAL_RETURN_STATION, 'SO-40')).toBe('order');
    const closed = reduce(opened(), { type: 'closed', packing: parcel([0, 0]) });
    expect(scanIntent(closed, '111')).toBe('order');
  });

  it('is a unit while receiving, except the code or number of the open parcel', () => {
    const s = opened();
    expect(scanIntent(s, '111')).toBe('unit');
    expect(scanIntent(s, ' so-40')).toBe('order');
    expect(scanIntent(s, 'track-9')).toBe('order');
  });
});

describe('the counts', () => {
  it('shows what is unaccounted (lost on close) live', () => {
    let s = opened(parcel([1, 0]));
    expect(remainderOf(3, countsOf(s, 1))).toBe(2);
    s = edit(s, 1, 'broken', 1);
    expect(remainderOf(3, countsOf(s, 1))).toBe(1);
    s = edit(s, 1, 'other', 1);
    expect(remainderOf(3, countsOf(s, 1))).toBe(0);
  });

  it('refuses to close when more are counted than were shipped', () => {
    let s = opened(parcel([2, 0]));
    expect(canClose(s)).toBe(true);
    s = edit(s, 1, 'broken', 2);
    expect(overCounted(s)).toEqual([1]);
    expect(canClose(s)).toBe(false);
    s = edit(s, 1, 'broken', null);
    expect(canClose(s)).toBe(true);
  });

  it('sends every product with blanks as 0', () => {
    let s = opened(parcel([2, 0]));
    s = edit(s, 2, 'broken', 1);
    s = edit(s, 1, 'good', null);
    expect(closeLines(s)).toEqual([
      { product_id: 1, good: 0, broken: 0, lost: 0, other: 0 },
      { product_id: 2, good: 0, broken: 1, lost: 0, other: 0 },
    ]);
  });

  it('ignores edits when no parcel is open', () => {
    expect(edit(INITIAL_RETURN_STATION, 1, 'good', 3)).toBe(INITIAL_RETURN_STATION);
  });

  it('reads typed counts as whole numbers in range, blank as blank', () => {
    expect(parseCount('')).toBeNull();
    expect(parseCount(' 3 ')).toBe(3);
    expect(parseCount('2.7')).toBe(2);
    expect(parseCount('-4')).toBe(0);
    expect(parseCount('abc')).toBe(0);
    expect(parseCount('99999999')).toBe(1_000_000);
  });
});

describe('closing', () => {
  it('keeps the result to show and waits for the next parcel', () => {
    const lines = [
      {
        product_id: 1,
        product_name: 'Mug',
        shipped: 3,
        good: 2,
        broken: 0,
        lost: 1,
        other: 0,
        restocked: 2,
      },
    ];
    const s = reduce(opened(parcel([2, 0])), {
      type: 'closed',
      packing: parcel([2, 0], {
        closed: true,
        status: 2,
        order_status: 141,
        bill_number: 'RET-2611-00001',
        return_lines: lines,
      }),
    });
    expect(s.phase).toBe('closed');
    expect(s.packing).toBeNull();
    expect(s.counts).toEqual({});
    expect(s.result).toEqual({
      returnNumber: 'RT-5',
      billNumber: 'RET-2611-00001',
      orderNumber: 'SO-40',
      orderStatus: 141,
      lines,
    });
    expect(s.outcome?.kind).toBe('closed');
  });

  it('resets to waiting', () => {
    expect(reduce(opened(), { type: 'reset' })).toEqual(INITIAL_RETURN_STATION);
  });
});

describe('failed calls', () => {
  it('names a unit not in the order and keeps the parcel', () => {
    const s = reduce(opened(), { type: 'failed', code: '999', errorKey: 'common.notFound' });
    expect(s.phase).toBe('receiving');
    expect(s.outcome).toMatchObject({ kind: 'wrong', code: '999' });
  });

  it('says too many for a unit beyond what was shipped', () => {
    const s = reduce(opened(), {
      type: 'failed',
      code: '111',
      errorKey: 'packing.goodsAlreadyAdded',
    });
    expect([s.phase, s.outcome?.kind]).toEqual(['receiving', 'too-many']);
  });

  it('waits again for an order already returned or not shipped', () => {
    const done = reduce(INITIAL_RETURN_STATION, {
      type: 'failed',
      code: 'SO-1',
      errorKey: 'order.alreadyReturned',
    });
    expect([done.phase, done.outcome?.kind]).toEqual(['waiting', 'already-returned']);
    const notShipped = reduce(opened(), {
      type: 'failed',
      code: '111',
      errorKey: 'packing.invalidOrderStatus',
    });
    expect([notShipped.phase, notShipped.packing, notShipped.outcome?.kind]).toEqual([
      'waiting',
      null,
      'wrong-status',
    ]);
  });

  it('keeps the parcel and the counts when the close is refused', () => {
    const s = reduce(edit(opened(), 2, 'broken', 1), {
      type: 'failed',
      code: '',
      errorKey: 'packing.returnTooMany',
    });
    expect(s.phase).toBe('receiving');
    expect(countsOf(s, 2).broken).toBe(1);
    expect(s.outcome).toMatchObject({ kind: 'error', errorKey: 'packing.returnTooMany' });
  });
});
