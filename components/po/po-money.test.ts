import { describe, expect, it } from 'vitest';
import { lineAmount, parseMoney, parseQuantity, poTotals } from '@/components/po/po-money';

describe('PO money as typed', () => {
  it('reads costs with up to 4 decimals and whole quantities of 1 or more', () => {
    expect(parseMoney('41.5')).toBe(415_000n);
    expect(parseMoney('1,250.1234')).toBe(12_501_234n);
    expect(parseMoney('.5')).toBe(5_000n);
    expect(parseMoney('0')).toBe(0n);
    expect(parseMoney('1.23456')).toBeNull();
    expect(parseMoney('-1')).toBeNull();
    expect(parseMoney('abc')).toBeNull();
    expect(parseMoney('')).toBeNull();
    expect(parseQuantity('3')).toBe(3);
    expect(parseQuantity('0')).toBeNull();
    expect(parseQuantity('1.5')).toBeNull();
  });

  it('rounds a line half up to 2 places', () => {
    expect(lineAmount('1', '1.2345')).toBe('1.23');
    expect(lineAmount('1', '1.235')).toBe('1.24');
    expect(lineAmount('2', '0')).toBe('0.00');
    expect(lineAmount('3', '0.3333')).toBe('1.00');
    expect(lineAmount('0', '10')).toBeNull();
  });

  it('sums exact amounts before rounding, then adds VAT 7% apart', () => {
    // 3 x 0.3333 = 0.9999 and 1 x 0.0005: exact sum 1.0004 -> 1.00, VAT 0.07, 1.07.
    expect(
      poTotals([
        { quantity: '3', unit_cost: '0.3333' },
        { quantity: '1', unit_cost: '0.0005' },
      ]),
    ).toEqual({ total: '1.00', vat: '0.07', grand_total: '1.07' });
    // 10 x 41.50 = 415.00; VAT 29.05; grand 444.05.
    expect(poTotals([{ quantity: '10', unit_cost: '41.50' }])).toEqual({
      total: '415.00',
      vat: '29.05',
      grand_total: '444.05',
    });
    // VAT exactly at half a satang rounds up: 0.50 x 7% = 0.035 -> 0.04.
    expect(poTotals([{ quantity: '1', unit_cost: '0.5' }]).vat).toBe('0.04');
    // A line that does not read counts as 0.
    expect(poTotals([{ quantity: 'x', unit_cost: '5' }]).grand_total).toBe('0.00');
    expect(poTotals([])).toEqual({ total: '0.00', vat: '0.00', grand_total: '0.00' });
  });
});
