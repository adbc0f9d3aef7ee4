import { describe, expect, it } from 'vitest';
import { nestByDate, type MovedOnDay } from '@/lib/domain/wms/inventory/reads/by-date';

const row = (date: string, product_id: number, amount_packing = 0): MovedOnDay => ({
  date,
  product_id,
  product_name: `P${product_id}`,
  sku: `SKU-${product_id}`,
  amount_in: 1,
  amount_out: amount_packing,
  amount_packing,
  net: 1 - amount_packing,
});

describe('nestByDate', () => {
  it('nests the (day, product) rows as days, each with its products in the order given', () => {
    const { date: _d1, ...a1 } = row('2026-11-01', 1, 2);
    const { date: _d2, ...a2 } = row('2026-11-01', 2);
    const { date: _d3, ...b1 } = row('2026-11-03', 1, 5);
    expect(
      nestByDate([row('2026-11-01', 1, 2), row('2026-11-01', 2), row('2026-11-03', 1, 5)]),
    ).toEqual([
      { date: '2026-11-01', detail_by_product: [a1, a2] },
      { date: '2026-11-03', detail_by_product: [b1] },
    ]);
  });

  it('answers no day for no rows', () => {
    expect(nestByDate([])).toEqual([]);
  });
});
