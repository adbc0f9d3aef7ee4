import { describe, expect, it } from 'vitest';
import {
  dashboardDays,
  lowStockFirst,
  lowStockHref,
  MAX_VALUE_SLICES,
  missingUnits,
  moverBars,
  movementBars,
  shortName,
  valueSlices,
} from '@/components/wms/dashboard/dashboard-data';

describe('dashboardDays', () => {
  it('accepts only the offered periods', () => {
    expect(dashboardDays('7')).toBe(7);
    expect(dashboardDays('90')).toBe(90);
    expect(dashboardDays('')).toBe(30);
    expect(dashboardDays('45')).toBe(30);
    expect(dashboardDays('x')).toBe(30);
  });
});

describe('lowStockFirst', () => {
  const row = (ID: number, balance: number, threshold: number) => ({ ID, balance, threshold });
  it('puts an empty shelf first, then the smallest share of the threshold', () => {
    const sorted = lowStockFirst([row(1, 40, 100), row(2, 2, 10), row(3, 0, 5), row(4, 0, 50)]);
    expect(sorted.map((r) => r.ID)).toEqual([4, 3, 2, 1]);
  });
  it('does not change the rows it was given', () => {
    const rows = [row(1, 5, 10), row(2, 0, 10)];
    lowStockFirst(rows);
    expect(rows.map((r) => r.ID)).toEqual([1, 2]);
  });
});

describe('missingUnits', () => {
  it('is the gap under the threshold, never negative', () => {
    expect(missingUnits({ balance: 3, threshold: 10 })).toBe(7);
    expect(missingUnits({ balance: 12, threshold: 10 })).toBe(0);
  });
});

describe('lowStockHref', () => {
  it('opens the balances list on one product and storage, low only', () => {
    const href = lowStockHref({ sku: 'SKU 1&2', storage_id: 9 });
    const params = new URL(href, 'http://x').searchParams;
    expect(new URL(href, 'http://x').pathname).toBe('/wms/inventory');
    expect(params.get('low')).toBe('1');
    expect(params.get('q')).toBe('SKU 1&2');
    expect(params.get('storage_id')).toBe('9');
  });
  it('keeps the dashboard storage for "see all"', () => {
    expect(lowStockHref(undefined, '4')).toBe('/wms/inventory?low=1&storage_id=4');
    expect(lowStockHref(undefined, '')).toBe('/wms/inventory?low=1');
  });
});

describe('valueSlices', () => {
  it('reads the money strings and sums the smallest storages', () => {
    const rows = Array.from({ length: MAX_VALUE_SLICES + 2 }, (_, i) => ({
      storage_id: i + 1,
      StorageName: `S${i + 1}`,
      storage_kind: 1,
      units: 1,
      value: `${(i + 1) * 100}.50`,
    }));
    const slices = valueSlices(rows, 'others');
    expect(slices).toHaveLength(MAX_VALUE_SLICES);
    expect(slices[0]).toEqual({ name: `S${MAX_VALUE_SLICES + 2}`, value: 800.5 });
    const total = rows.reduce((s, r) => s + Number(r.value), 0);
    expect(slices.reduce((s, x) => s + x.value, 0)).toBeCloseTo(total, 2);
    expect(slices.at(-1)!.name).toBe('others');
  });
});

describe('moverBars and shortName', () => {
  it('orders by units out and cuts long names, keeping the full one', () => {
    const long = 'แชมพูสมุนไพรสูตรเย็นพิเศษ 500 มล.';
    const bars = moverBars([
      { product_id: 1, ProductName: 'A', sku: 'a', units_out: 3 },
      { product_id: 2, ProductName: long, sku: 'b', units_out: 9 },
    ]);
    expect(bars.map((b) => b.units)).toEqual([9, 3]);
    expect(bars[0]!.fullName).toBe(long);
    expect([...bars[0]!.name].length).toBeLessThanOrEqual(22);
    expect(bars[0]!.name.endsWith('…')).toBe(true);
  });
  it('leaves a short name alone', () => expect(shortName('Soap')).toBe('Soap'));
});

describe('movementBars', () => {
  it('names in, out and moved in that order, each in its own colour', () => {
    expect(movementBars((kind) => `[${kind}]`)).toEqual([
      { key: 'in', name: '[in]', color: '#16a34a' },
      { key: 'out', name: '[out]', color: '#dc2626' },
      { key: 'move', name: '[move]', color: '#2f6fed' },
    ]);
  });
});
