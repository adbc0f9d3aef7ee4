import { describe, expect, it } from 'vitest';
import { AppError } from '@/lib/errors';
import {
  ALLOWED_MOVES,
  assertMove,
  canMove,
  expandStatusFilter,
  initialStatus,
  isOrderStatus,
  isTerminal,
  nextStatuses,
  ORDER_LIST_STATUS_FILTERS,
  ORDER_STATUS,
  ORDER_STATUSES,
  PAYMENT_CHECK_STATUSES,
  type OrderStatus,
} from '@/lib/domain/orders/status';
import { PAYMENT_METHOD_TYPE } from '@/lib/domain/payment-methods/payment-method-type';

/** docs/domain-rules.md "Order status", written out again by hand as the test's own reference. */
const DOMAIN_MOVES: ReadonlyArray<[number, number]> = [
  [100, 111],
  [100, 140],
  [111, 112],
  [111, 114],
  [111, 140],
  [111, 100],
  [114, 112],
  [114, 121],
  [112, 121],
  [112, 111],
  [121, 122],
  [121, 998],
  [122, 130],
  [122, 998],
  [122, 142],
  [130, 998],
  [130, 142],
  [998, 141],
];
const allowed = new Set(DOMAIN_MOVES.map(([f, t]) => `${f}>${t}`));

function caught(fn: () => unknown): AppError {
  try {
    fn();
  } catch (e) {
    if (e instanceof AppError) return e;
    throw e;
  }
  throw new Error('expected an AppError');
}

describe('order status codes', () => {
  it('are the eleven order status codes, 999 being only a filter', () => {
    expect(ORDER_STATUSES).toEqual([100, 111, 112, 114, 121, 122, 130, 140, 141, 142, 998]);
    expect(
      Object.keys(ALLOWED_MOVES)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual(ORDER_STATUSES);
    expect(isOrderStatus(999)).toBe(false);
    expect(isOrderStatus(100)).toBe(true);
    expect(isOrderStatus('100')).toBe(false);
    expect(isOrderStatus(100.5)).toBe(false);
  });
});

describe('status moves', () => {
  it('allow every move of docs/domain-rules.md', () => {
    for (const [from, to] of DOMAIN_MOVES) {
      expect(canMove(from, to), `${from} -> ${to}`).toBe(true);
      expect(() => assertMove(from, to)).not.toThrow();
    }
  });

  it('refuse every other pair of codes, staying put included', () => {
    const codes = [...ORDER_STATUSES, 999];
    let refused = 0;
    for (const from of codes)
      for (const to of codes) {
        if (allowed.has(`${from}>${to}`)) continue;
        expect(canMove(from, to), `${from} -> ${to}`).toBe(false);
        const e = caught(() => assertMove(from, to));
        expect(e.key).toBe('order.invalidStatusTransition');
        expect(e.status).toBe(422);
        expect(e.causeText).toBe(`from ${from} to ${to}`);
        refused++;
      }
    expect(refused).toBe(codes.length * codes.length - DOMAIN_MOVES.length);
  });

  it('refuse codes that are not statuses on either side', () => {
    for (const [from, to] of [
      [0, 100],
      [100, 0],
      [100, 999],
      [999, 121],
      [NaN, 111],
      [100, 111.5],
    ] as const)
      expect(canMove(from, to)).toBe(false);
  });

  it('list the next statuses, none from the terminal ones', () => {
    expect(nextStatuses(100)).toEqual([111, 140]);
    expect(nextStatuses(112)).toEqual([121, 111]);
    expect(nextStatuses(998)).toEqual([141]);
    expect(nextStatuses(999)).toEqual([]);
    for (const s of [140, 141, 142] as const) {
      expect(nextStatuses(s)).toEqual([]);
      expect(isTerminal(s)).toBe(true);
    }
    const terminal = ORDER_STATUSES.filter((s) => isTerminal(s));
    expect(terminal).toEqual([140, 141, 142]);
  });

  it('move back to 100 only from 111 (a payment confirm undone), and only 998 leads to 141', () => {
    expect(ORDER_STATUSES.filter((from) => canMove(from, 100))).toEqual([111]);
    expect(ORDER_STATUSES.filter((from) => canMove(from, 141))).toEqual([998]);
  });
});

describe('initial status', () => {
  it('is 111 for cash on delivery and platform-paid orders, 100 for the others', () => {
    expect(initialStatus(PAYMENT_METHOD_TYPE.CashOnDelivery)).toBe(111);
    expect(initialStatus(PAYMENT_METHOD_TYPE.Platform)).toBe(111);
    for (const t of [1, 4, 5, 7]) expect(initialStatus(t)).toBe(ORDER_STATUS.Unpaid);
  });
});

describe('status filter', () => {
  it('takes one code or a comma list, de-duplicated and ascending', () => {
    expect(expandStatusFilter('100')).toEqual([100]);
    expect(expandStatusFilter('112,111')).toEqual([111, 112]);
    expect(expandStatusFilter(' 111 , 111,112 ')).toEqual([111, 112]);
    expect(expandStatusFilter('998')).toEqual([998]);
  });

  it('reads 999 as 121 and 130 together', () => {
    expect(expandStatusFilter('999')).toEqual([121, 130]);
    expect(expandStatusFilter('999,121')).toEqual([121, 130]);
    expect(expandStatusFilter('130,999,100')).toEqual([100, 121, 130]);
  });

  it('accepts every status code and 999', () => {
    expect(expandStatusFilter(ORDER_LIST_STATUS_FILTERS.join(','))).toEqual(ORDER_STATUSES);
  });

  it('refuses unknown codes, empty items and non-numbers', () => {
    for (const input of ['', '123', '100,', ',100', '100,,111', 'abc', '1e2', '-100', '100.0'])
      expect(caught(() => expandStatusFilter(input)).key, input).toBe('common.invalidParameter');
    expect(caught(() => expandStatusFilter('100,123')).causeText).toBe(
      'query.status: unknown code 123',
    );
  });

  it('the payment-check filter omits 998 and 999', () => {
    expect(PAYMENT_CHECK_STATUSES).toEqual([100, 111, 112, 114, 121, 122, 130, 140, 141, 142]);
    expect(expandStatusFilter('100,140', PAYMENT_CHECK_STATUSES)).toEqual([100, 140]);
    for (const input of ['998', '999', '100,999'])
      expect(caught(() => expandStatusFilter(input, PAYMENT_CHECK_STATUSES)).key).toBe(
        'common.invalidParameter',
      );
  });

  it('answers only real statuses', () => {
    const all: OrderStatus[] = expandStatusFilter(ORDER_LIST_STATUS_FILTERS.join(','));
    for (const s of all) expect(isOrderStatus(s)).toBe(true);
  });
});
