import { describe, expect, it } from 'vitest';
import {
  checkOrderTotals,
  computeOrderTotals,
  satangText,
  toSatang,
} from '@/lib/domain/orders/totals';
import { AppError } from '@/lib/errors';

describe('toSatang / satangText', () => {
  it('reads decimals exactly and rounds half-up to 2 places', () => {
    expect(toSatang('390')).toBe(BigInt(39000));
    expect(toSatang('0.1')).toBe(BigInt(10));
    expect(toSatang('12.345')).toBe(BigInt(1235));
    expect(toSatang('12.344')).toBe(BigInt(1234));
    expect(toSatang('0.005')).toBe(BigInt(1));
    expect(toSatang(19.99)).toBe(BigInt(1999));
    expect(toSatang('')).toBe(BigInt(0));
    expect(toSatang(null)).toBe(BigInt(0));
    expect(toSatang('-1')).toBeNull();
    expect(toSatang('1e3')).toBeNull();
    expect(toSatang('abc')).toBeNull();
    expect(toSatang(Number.NaN)).toBeNull();
  });

  it('writes two places', () => {
    expect(satangText(BigInt(0))).toBe('0.00');
    expect(satangText(BigInt(5))).toBe('0.05');
    expect(satangText(BigInt(123456))).toBe('1234.56');
    expect(satangText(BigInt(-150))).toBe('-1.50');
  });
});

describe('computeOrderTotals', () => {
  it('computes lines, subtotal and total without float error', () => {
    const t = computeOrderTotals({
      lines: [
        { quantity: 3, price: '0.10', discount: '0' },
        { quantity: 2, price: '390.50', discount: '10.25' },
      ],
      discount: '0.20',
      shipping_fee: '50',
    });
    expect(t).toEqual({
      lines: [{ line_total: '0.30' }, { line_total: '770.75' }],
      subtotal: '771.05',
      discount: '0.20',
      shipping_fee: '50.00',
      total: '820.85',
    });
  });

  it('defaults missing discount and shipping to 0', () => {
    const t = computeOrderTotals({ lines: [{ quantity: 1, price: '100' }] });
    expect(t.total).toBe('100.00');
    expect(t.discount).toBe('0.00');
    expect(t.shipping_fee).toBe('0.00');
  });

  it('allows a line discount equal to the line and an order discount equal to the subtotal', () => {
    const t = computeOrderTotals({
      lines: [
        { quantity: 2, price: '10', discount: '20' },
        { quantity: 1, price: '5' },
      ],
      discount: '5',
      shipping_fee: '0',
    });
    expect(t.lines[0]!.line_total).toBe('0.00');
    expect(t.total).toBe('0.00');
  });

  it('refuses a line discount above the line, naming the field', () => {
    const call = () =>
      computeOrderTotals({
        lines: [
          { quantity: 1, price: '10' },
          { quantity: 1, price: '10' },
          { quantity: 2, price: '10', discount: '20.01' },
        ],
      });
    expect(call).toThrow(AppError);
    expect(call).toThrow('items.2.discount: more than the line');
    try {
      call();
    } catch (e) {
      expect((e as AppError).key).toBe('common.invalidParameter');
      expect((e as AppError).status).toBe(400);
    }
  });

  it('refuses an order discount above the subtotal', () => {
    expect(() =>
      computeOrderTotals({ lines: [{ quantity: 1, price: '10' }], discount: '10.01' }),
    ).toThrow('discount: more than the subtotal');
  });

  it('refuses a total above MAX_ORDER_AMOUNT', () => {
    expect(() =>
      computeOrderTotals({
        lines: [{ quantity: 1, price: '99999999.99' }],
        shipping_fee: '0.01',
      }),
    ).toThrow('total: more than');
    expect(() =>
      computeOrderTotals({ lines: [{ quantity: 100_000, price: '99999999.99' }] }),
    ).toThrow('items.0: line total more than');
    expect(computeOrderTotals({ lines: [{ quantity: 1, price: '99999999.99' }] }).total).toBe(
      '99999999.99',
    );
  });
});

describe('checkOrderTotals (the screen variant)', () => {
  it('returns every problem without throwing, counting bad amounts as 0', () => {
    const { totals, problems } = checkOrderTotals({
      lines: [
        { quantity: 1, price: 'abc' },
        { quantity: 1.5, price: '10' },
        { quantity: 1, price: '10', discount: '11' },
      ],
      discount: '100',
      shipping_fee: '5',
    });
    expect(problems).toEqual([
      { field: 'items.0.price', message: 'not an amount' },
      { field: 'items.1.quantity', message: 'not a whole number' },
      { field: 'items.2.discount', message: 'more than the line' },
      { field: 'discount', message: 'more than the subtotal' },
    ]);
    expect(totals.lines.map((l) => l.line_total)).toEqual(['0.00', '0.00', '10.00']);
    expect(totals.total).toBe('15.00');
  });

  it('has no problems for a good order', () => {
    expect(
      checkOrderTotals({ lines: [{ quantity: '2', price: '1.50' }], shipping_fee: '' }).problems,
    ).toEqual([]);
  });
});
