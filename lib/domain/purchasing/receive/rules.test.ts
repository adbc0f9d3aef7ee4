import { describe, expect, it } from 'vitest';
import { AppError } from '@/lib/errors';
import { planReceipt, statusAfter, type PoLineState } from '@/lib/domain/purchasing/receive/rules';

const lines: PoLineState[] = [
  { id: 11, productId: 1, quantity: 10, received: 4, unitCost: '12.5000' },
  { id: 12, productId: 2, quantity: 3, received: 0, unitCost: '0.3333' },
];

function keyOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (e) {
    return e instanceof AppError ? e.key : 'other';
  }
  return undefined;
}

describe('planReceipt', () => {
  it('books the lines received now at their unit cost, in the PO order', () => {
    const plan = planReceipt(lines, [
      { product_id: 2, quantity: 3 },
      { product_id: 1, quantity: 2 },
    ]);
    expect(plan.lines).toEqual([
      { lineId: 11, productId: 1, amount: 2, value: '25' },
      { lineId: 12, productId: 2, amount: 3, value: '0.9999' },
    ]);
    expect(plan.complete).toBe(false);
  });

  it('adds up a product given twice, ignores 0 and knows when every line is in', () => {
    const plan = planReceipt(lines, [
      { product_id: 1, quantity: 3 },
      { product_id: 1, quantity: 3 },
      { product_id: 2, quantity: 3 },
      { product_id: 2, quantity: 0 },
    ]);
    expect(plan.lines.map((l) => l.amount)).toEqual([6, 3]);
    expect(plan.complete).toBe(true);
    expect(statusAfter(plan, false)).toBe(3);
  });

  it('refuses more than is still open, and a product not on the PO', () => {
    expect(keyOf(() => planReceipt(lines, [{ product_id: 1, quantity: 7 }]))).toBe(
      'po.overReceive',
    );
    expect(
      keyOf(() =>
        planReceipt(lines, [
          { product_id: 1, quantity: 4 },
          { product_id: 1, quantity: 3 },
        ]),
      ),
    ).toBe('po.overReceive');
    expect(keyOf(() => planReceipt(lines, [{ product_id: 9, quantity: 1 }]))).toBe(
      'common.invalidParameter',
    );
  });

  it('nothing asked: no lines; the status is 2, or 3 when closing', () => {
    const plan = planReceipt(lines, [{ product_id: 1, quantity: 0 }]);
    expect(plan.lines).toEqual([]);
    expect(statusAfter(plan, false)).toBe(2);
    expect(statusAfter(plan, true)).toBe(3);
  });
});
