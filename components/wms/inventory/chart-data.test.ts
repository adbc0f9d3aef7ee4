import { describe, expect, it } from 'vitest';
import {
  chartAmount,
  daysOf,
  flatByDay,
  inOutByDay,
  pivotByDay,
  seriesColor,
  topSlices,
  CHART_COLORS,
} from '@/components/wms/inventory/chart-data';

describe('daysOf', () => {
  it('lists every day of the range, both ends included, across a month end', () => {
    expect(daysOf('2026-10-30', '2026-11-02')).toEqual([
      '2026-10-30',
      '2026-10-31',
      '2026-11-01',
      '2026-11-02',
    ]);
  });
  it('is empty for a reversed or unreal range', () => {
    expect(daysOf('2026-11-02', '2026-11-01')).toEqual([]);
    expect(daysOf('2026-02-30', '2026-03-01')).toEqual([]);
  });
  it('counts a leap day', () => {
    expect(daysOf('2028-02-28', '2028-03-01')).toEqual(['2028-02-28', '2028-02-29', '2028-03-01']);
  });
});

describe('pivotByDay', () => {
  const period = { start_date: '2026-11-01', end_date: '2026-11-03' };
  const rows = [
    { date: '2026-11-01', line: 'B', amount_packing: 5 },
    { date: '2026-11-03', line: null, amount_packing: 2 },
    { date: '2026-11-01', line: 'A.1', amount_packing: 3 },
    { date: '2026-11-03', line: 'B', amount_packing: 4 },
    { date: '2026-11-03', line: 'B', amount_packing: 1 },
  ];
  const pick = (r: (typeof rows)[number]) => ({
    date: r.date,
    name: r.line,
    amount: r.amount_packing,
  });

  it('gives every day of the period a row, zero where nothing happened', () => {
    const { rows: out, series } = pivotByDay(rows, period, pick);
    expect(out.map((r) => r.date)).toEqual(['2026-11-01', '2026-11-02', '2026-11-03']);
    const key = (name: string | null) => series.find((s) => s.name === name)!.key;
    expect(out[1]).toEqual({ date: '2026-11-02', [key('B')]: 0, [key('A.1')]: 0, [key(null)]: 0 });
    expect(out[0]![key('B')]).toBe(5);
    expect(out[0]![key('A.1')]).toBe(3);
    // Two rows of one line on one day add up.
    expect(out[2]![key('B')]).toBe(5);
    expect(out[2]![key(null)]).toBe(2);
  });

  it('names series by index (a dotted line name is no data path), the null one last', () => {
    const { series } = pivotByDay(rows, period, pick);
    expect(series).toEqual([
      { key: 's0', name: 'B' },
      { key: 's1', name: 'A.1' },
      { key: 's2', name: null },
    ]);
  });

  it('keeps the units: the sum over rows and series equals the input sum', () => {
    const { rows: out, series } = pivotByDay(rows, period, pick);
    const total = out.reduce((sum, r) => sum + series.reduce((s, x) => s + Number(r[x.key]), 0), 0);
    expect(total).toBe(rows.reduce((s, r) => s + r.amount_packing, 0));
  });

  it('adds a day the answer has outside the period instead of dropping its units', () => {
    const { rows: out } = pivotByDay(
      [{ date: '2026-11-05', line: 'A', amount_packing: 7 }],
      period,
      pick,
    );
    expect(out.map((r) => r.date)).toEqual([
      '2026-11-01',
      '2026-11-02',
      '2026-11-03',
      '2026-11-05',
    ]);
    expect(out[3]!.s0).toBe(7);
  });
});

describe('inOutByDay', () => {
  it('sums in and out over the products of each day and fills the empty days', () => {
    const out = inOutByDay(
      [
        { date: '2026-11-02', amount_in: 10, amount_out: 1 },
        { date: '2026-11-02', amount_in: 5, amount_out: 0 },
        { date: '2026-11-01', amount_in: 0, amount_out: 4 },
      ],
      { start_date: '2026-11-01', end_date: '2026-11-03' },
    );
    expect(out).toEqual([
      { date: '2026-11-01', in: 0, out: 4 },
      { date: '2026-11-02', in: 15, out: 1 },
      { date: '2026-11-03', in: 0, out: 0 },
    ]);
  });
});

describe('flatByDay', () => {
  it('lists each product of each day once, with its day', () => {
    expect(
      flatByDay([
        { date: '2026-11-01', detail_by_product: [{ product_id: 1 }, { product_id: 2 }] },
        { date: '2026-11-02', detail_by_product: [{ product_id: 1 }] },
      ]),
    ).toEqual([
      { date: '2026-11-01', product_id: 1 },
      { date: '2026-11-01', product_id: 2 },
      { date: '2026-11-02', product_id: 1 },
    ]);
  });
});

describe('topSlices', () => {
  const rows = [3, 50, 0, 7, 20, 1].map((v, i) => ({ name: `S${i}`, v }));
  it('keeps the biggest, sums the rest into "others", leaves zeros out', () => {
    expect(
      topSlices(
        rows,
        3,
        (r) => r.v,
        (r) => r.name,
        'others',
      ),
    ).toEqual([
      { name: 'S1', value: 50 },
      { name: 'S4', value: 20 },
      { name: 'others', value: 11 },
    ]);
  });
  it('keeps every slice when they fit', () => {
    expect(
      topSlices(
        rows,
        5,
        (r) => r.v,
        (r) => r.name,
        'others',
      ),
    ).toHaveLength(5);
  });
});

describe('small helpers', () => {
  it('reads money strings as numbers, 0 for junk', () => {
    expect(chartAmount('1250.50')).toBe(1250.5);
    expect(chartAmount('abc')).toBe(0);
  });
  it('cycles the colours', () => {
    expect(seriesColor(CHART_COLORS.length)).toBe(CHART_COLORS[0]);
    expect(seriesColor(1)).toBe(CHART_COLORS[1]);
  });
});
