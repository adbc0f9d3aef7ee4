import { describe, expect, it } from 'vitest';
import { AppError } from '@/lib/errors';
import { unitCostOf } from '@/lib/domain/wms/inventory/writes/average-cost';
import { moveLines } from '@/lib/domain/wms/inventory/writes/stock-move';
import { mergeInLines, mergeLines } from '@/lib/domain/wms/inventory/writes/merge-lines';
import { stockInInput, stockMoveInput } from '@/lib/domain/wms/inventory/writes/schemas';

describe('merging the lines of a bill', () => {
  it('adds up duplicate products, keeping the order they were first typed in', () => {
    expect(
      mergeLines([
        { product_id: 9, amount: 1 },
        { product_id: 3, amount: 2 },
        { product_id: 9, amount: 4 },
      ]),
    ).toEqual([
      { productId: 9, amount: 5 },
      { productId: 3, amount: 2 },
    ]);
  });

  it('keeps the exact value of duplicate stock-in lines with costs', () => {
    const [line] = mergeInLines([
      { product_id: 1, amount: 1, cost: '10.0001' },
      { product_id: 1, amount: 2, cost: '11' },
    ]);
    expect(line).toEqual({ productId: 1, amount: 3, value: '32.0001' });
    expect(unitCostOf(line!.value!, line!.amount)).toBe('10.6667');
  });

  it('leaves the value out when no line has a cost, and refuses a mix', () => {
    expect(mergeInLines([{ product_id: 1, amount: 2 }])).toEqual([{ productId: 1, amount: 2 }]);
    expect(() =>
      mergeInLines([
        { product_id: 1, amount: 1, cost: '1' },
        { product_id: 1, amount: 1, cost: null },
      ]),
    ).toThrow(AppError);
  });

  it('makes a move two rows per product: out of the source, into the target', () => {
    expect(moveLines([{ productId: 4, amount: 3 }], 1, 2)).toEqual([
      { productId: 4, storageId: 1, amount: -3 },
      { productId: 4, storageId: 2, amount: 3 },
    ]);
    expect(() => moveLines([{ productId: 4, amount: 3 }], 1, 1)).toThrow(AppError);
  });
});

describe('stock write inputs', () => {
  it('reads a multipart form: numbers as text, items as a JSON string', () => {
    const parsed = stockInInput.parse({
      storage_id: '7',
      note: '',
      items: JSON.stringify([{ product_id: '3', amount: '2', cost: 12.5 }]),
    });
    expect(parsed).toEqual({
      storage_id: 7,
      note: null,
      items: [{ product_id: 3, amount: 2, cost: '12.5' }],
    });
  });

  it('refuses amounts that are not positive whole numbers and a move onto itself', () => {
    for (const amount of [0, -1, 1.5, '2.5', 'x', 1_000_001]) {
      expect(
        stockInInput.safeParse({ storage_id: 1, items: [{ product_id: 1, amount }] }).success,
      ).toBe(false);
    }
    expect(
      stockMoveInput.safeParse({
        from_storage_id: 2,
        to_storage_id: 2,
        items: [{ product_id: 1, amount: 1 }],
      }).success,
    ).toBe(false);
  });
});
