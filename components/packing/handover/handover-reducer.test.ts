import { describe, expect, it } from 'vitest';
import {
  handOverReducer,
  INITIAL_HAND_OVER,
  MAX_ROWS,
  type HandOverAction,
} from '@/components/packing/handover/handover-reducer';
import type { HandOverResult } from '@/lib/domain/packing/hand-over';

const result = (over: Partial<HandOverResult> = {}): HandOverResult => ({
  order_id: 1,
  order_number: 'SO-1',
  tracking_number: 'EE1TH',
  outcome: 'handed_over',
  status: 121,
  ...over,
});

const at = '2026-11-21T05:00:00.000Z';

describe('handOverReducer', () => {
  it('adds each answer on top and counts its outcome', () => {
    let s = handOverReducer(INITIAL_HAND_OVER, {
      type: 'checked',
      code: 'a',
      result: result(),
      at,
    });
    s = handOverReducer(s, {
      type: 'checked',
      code: 'b',
      result: result({ order_number: 'SO-2', outcome: 'cancelled', status: 140 }),
      at,
    });
    expect(s.rows.map((r) => [r.seq, r.orderNumber, r.outcome])).toEqual([
      [2, 'SO-2', 'cancelled'],
      [1, 'SO-1', 'handed_over'],
    ]);
    expect(s.rows[1]).toMatchObject({ code: 'a', trackingNumber: 'EE1TH', errorKey: null, at });
    expect(s.counts).toEqual({
      handed_over: 1,
      already_handed_over: 0,
      not_packed: 0,
      cancelled: 1,
      returned: 0,
      error: 0,
    });
  });

  it('keeps a failed call as an error row naming the code', () => {
    const s = handOverReducer(INITIAL_HAND_OVER, {
      type: 'failed',
      code: 'X-9',
      errorKey: 'order.notFound',
      at,
    });
    expect(s.rows).toEqual([
      {
        seq: 1,
        code: 'X-9',
        orderNumber: null,
        trackingNumber: null,
        outcome: 'error',
        errorKey: 'order.notFound',
        at,
      },
    ]);
    expect(s.counts.error).toBe(1);
  });

  it('drops the oldest rows past the limit but keeps counting them', () => {
    let s = INITIAL_HAND_OVER;
    const scan: HandOverAction = { type: 'checked', code: 'a', result: result(), at };
    for (let i = 0; i < MAX_ROWS + 3; i++) s = handOverReducer(s, scan);
    expect(s.rows).toHaveLength(MAX_ROWS);
    expect(s.rows[0]!.seq).toBe(MAX_ROWS + 3);
    expect(s.counts.handed_over).toBe(MAX_ROWS + 3);
  });

  it('starts a new session on clear, without touching the one before', () => {
    const before = handOverReducer(INITIAL_HAND_OVER, {
      type: 'checked',
      code: 'a',
      result: result(),
      at,
    });
    const s = handOverReducer(before, { type: 'cleared' });
    expect(s.rows).toEqual([]);
    expect(s.counts.handed_over).toBe(0);
    expect(before.counts.handed_over).toBe(1);
    expect(INITIAL_HAND_OVER.counts.handed_over).toBe(0);
  });
});
