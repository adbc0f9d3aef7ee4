import { describe, expect, it } from 'vitest';
import {
  afterOrderPage,
  decodeOrderCursor,
  encodeOrderCursor,
  firstOrderListState,
  MAX_ORDER_OFFSET,
  orderListQuery,
  ORDER_PAGE_SIZE,
  type ListedOrder,
} from '@/lib/domain/platforms/lazada/order-cursor';

const T0 = Date.parse('2026-11-27T03:00:00Z');
const page = (fromIndex: number, at: (i: number) => number): ListedOrder[] =>
  Array.from({ length: ORDER_PAGE_SIZE }, (_, k) => ({
    orderId: String(fromIndex + k),
    updatedAt: at(fromIndex + k),
  }));

describe('orderListQuery', () => {
  it('asks oldest change first, in Thai time, within the window Lazada includes both ends of', () => {
    const state = firstOrderListState(new Date(T0 + 250));
    expect(orderListQuery(state, new Date(T0 + 3_600_000))).toEqual({
      update_after: '2026-11-27T10:00:01+07:00',
      update_before: '2026-11-27T10:59:59+07:00',
      sort_by: 'updated_at',
      sort_direction: 'ASC',
      offset: '0',
      limit: '100',
    });
  });
});

describe('afterOrderPage', () => {
  it('pages by offset, and a short page is the last', () => {
    const first = afterOrderPage(
      firstOrderListState(new Date(T0)),
      page(0, (i) => T0 + i * 1000),
    );
    expect(first.orderIds).toHaveLength(100);
    expect(first.next).toMatchObject({ after: T0, offset: 100 });
    const last = afterOrderPage(first.next!, page(100, (i) => T0 + i * 1000).slice(0, 7));
    expect(last).toEqual({
      orderIds: ['100', '101', '102', '103', '104', '105', '106'],
      next: null,
    });
  });

  it('moves the time past offset 5000, and does not give the last second twice', () => {
    // Ten changes a second: the page that reaches offset 5000 ends inside a second.
    const at = (i: number) => T0 + Math.floor(i / 10) * 1000;
    let state = { ...firstOrderListState(new Date(T0)), offset: MAX_ORDER_OFFSET - 100 };
    const reaching = page(4905, at);
    const moved = afterOrderPage(state, reaching);
    const lastAt = at(4905 + 99);
    expect(moved.next).toMatchObject({ after: lastAt, offset: 0, boundaryAt: lastAt });
    state = moved.next!;
    // Lazada lists the last second again from its start.
    const secondStart = Math.floor((4905 + 99) / 10) * 10;
    const again = page(secondStart, at);
    const next = afterOrderPage(state, again);
    const given = new Set([...moved.orderIds, ...next.orderIds]);
    expect(given.size).toBe(moved.orderIds.length + next.orderIds.length);
    expect(next.orderIds[0]).toBe(String(4905 + 100));
  });

  it('walks on from the next second when 5000 changes share one second', () => {
    const state = { ...firstOrderListState(new Date(T0)), offset: MAX_ORDER_OFFSET - 100 };
    expect(
      afterOrderPage(
        state,
        page(0, () => T0),
      ).next,
    ).toMatchObject({
      after: T0 + 1000,
      offset: 0,
    });
  });
});

describe('order cursor', () => {
  it('reads back what it wrote, and refuses anything else', () => {
    const state = { after: T0, offset: 300, boundaryAt: T0 + 5000, boundaryIds: ['1', '2'] };
    expect(decodeOrderCursor(encodeOrderCursor(state))).toEqual(state);
    expect(() => decodeOrderCursor('not-a-cursor')).toThrow(/cursor/);
  });
});
