import { describe, expect, it } from 'vitest';
import {
  costText,
  costUnits,
  grandTotalOf,
  lineAmount,
  poTotals,
  satangText,
  vatOf,
} from '@/lib/domain/purchasing/totals';
import {
  formatPoNumber,
  normalisePoNumber,
  PO_NUMBER_PATTERN,
} from '@/lib/domain/purchasing/po-number';

describe('purchase order totals', () => {
  it('sums quantity × unit cost exactly, then rounds half up to satang', () => {
    // 3 × 0.3333 = 0.9999 and 1 × 0.0001: exactly 1.0000.
    expect(
      poTotals([
        { quantity: 3, unit_cost: '0.3333' },
        { quantity: 1, unit_cost: '0.0001' },
      ]).total,
    ).toBe('1.00');
    // 1 × 0.005 = 0.005: half up to 0.01.
    expect(poTotals([{ quantity: 1, unit_cost: '0.005' }]).total).toBe('0.01');
    // 1 × 0.0049 stays 0.00.
    expect(poTotals([{ quantity: 1, unit_cost: '0.0049' }]).total).toBe('0.00');
    expect(poTotals([{ quantity: 1_000_000, unit_cost: '9999999999.9999' }]).total).toBe(
      '9999999999999900.00',
    );
  });

  it('keeps VAT 7% apart, rounded half up to satang, and adds it for the grand total', () => {
    expect(poTotals([{ quantity: 2, unit_cost: '50' }])).toEqual({
      total: '100.00',
      vat: '7.00',
      grand_total: '107.00',
    });
    // 0.50 × 7% = 0.035 -> 0.04 (half up); 0.07 × 7% = 0.0049 -> 0.00.
    expect(vatOf('0.50')).toBe('0.04');
    expect(vatOf('0.07')).toBe('0.00');
    expect(vatOf('12.50')).toBe('0.88'); // 0.875
    expect(grandTotalOf('12.50')).toBe('13.38');
    expect(vatOf('0.00')).toBe('0.00');
  });

  it('rounds the VAT of the rounded total, not of the lines', () => {
    // Lines 1 × 10.005 and 1 × 10.005: exact 20.01 -> total 20.01, VAT 1.4007 -> 1.40.
    expect(
      poTotals([
        { quantity: 1, unit_cost: '10.005' },
        { quantity: 1, unit_cost: '10.005' },
      ]),
    ).toEqual({ total: '20.01', vat: '1.40', grand_total: '21.41' });
  });

  it("shows a line's amount rounded half up to satang", () => {
    expect(lineAmount({ quantity: 3, unit_cost: '33.3333' })).toBe('100.00');
    expect(lineAmount({ quantity: 1, unit_cost: '10.005' })).toBe('10.01');
    expect(lineAmount({ quantity: 7, unit_cost: '0' })).toBe('0.00');
  });

  it('reads and writes costs with four places, money with two', () => {
    expect(costUnits('12.5')).toBe(125_000n);
    expect(costText('12.5')).toBe('12.5000');
    expect(costText('0.1234')).toBe('0.1234');
    expect(satangText(5n)).toBe('0.05');
    expect(satangText(-1234n)).toBe('-12.34');
    expect(() => costUnits('1.23456')).toThrow(RangeError);
    expect(() => costUnits('-1')).toThrow(RangeError);
  });
});

describe('purchase order numbers', () => {
  it('are PO-yymm-NNNNN', () => {
    expect(formatPoNumber('2611', 42)).toBe('PO-2611-00042');
    expect(formatPoNumber('2701', 1)).toBe('PO-2701-00001');
    expect(PO_NUMBER_PATTERN.test('PO-2611-00042')).toBe(true);
    expect(PO_NUMBER_PATTERN.test('PO-2611-42')).toBe(false);
    expect(normalisePoNumber(' po-2611-00042 ')).toBe('PO-2611-00042');
  });
});
