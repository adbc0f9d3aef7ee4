import { describe, expect, it } from 'vitest';
import { couponDiscount } from '@/lib/domain/coupons/discount';

const amount = (value: string, max: string | null = null) => ({
  discountType: 1,
  discountValue: value,
  maxDiscount: max,
});
const percent = (value: string, max: string | null = null) => ({
  discountType: 2,
  discountValue: value,
  maxDiscount: max,
});

describe('couponDiscount', () => {
  it('takes an amount off in baht', () => {
    expect(couponDiscount(amount('50'), '780.00')).toBe('50.00');
  });

  it('never takes more than the items amount', () => {
    expect(couponDiscount(amount('500'), '120.50')).toBe('120.50');
    expect(couponDiscount(percent('100'), '99.99')).toBe('99.99');
  });

  it('counts the order’s own discount: only what is left of the items can go', () => {
    expect(couponDiscount(amount('100'), '150.00', '80.00')).toBe('70.00');
    expect(couponDiscount(amount('100'), '150.00', '200.00')).toBe('0.00');
  });

  it('takes a percent of the items amount, rounded half up to the satang', () => {
    expect(couponDiscount(percent('10'), '1020.50')).toBe('102.05');
    // 12.5% of 0.20 = 0.025 -> 0.03 (half up, not banker's 0.02)
    expect(couponDiscount(percent('12.5'), '0.20')).toBe('0.03');
    // 33.33% of 10.00 = 3.333 -> 3.33
    expect(couponDiscount(percent('33.33'), '10.00')).toBe('3.33');
    // 15% of 0.10 = 0.015 -> 0.02
    expect(couponDiscount(percent('15'), '0.10')).toBe('0.02');
  });

  it('caps a percent (and an amount) by max_discount', () => {
    expect(couponDiscount(percent('20', '100'), '1000.00')).toBe('100.00');
    expect(couponDiscount(percent('20', '500'), '1000.00')).toBe('200.00');
    expect(couponDiscount(amount('80', '30'), '1000.00')).toBe('30.00');
    expect(couponDiscount(percent('20', '0'), '1000.00')).toBe('0.00');
  });

  it('is nothing on an empty order', () => {
    expect(couponDiscount(percent('50'), '0')).toBe('0.00');
    expect(couponDiscount(amount('50'), '0.00')).toBe('0.00');
  });

  it('works on decimals beyond float precision', () => {
    expect(couponDiscount(percent('10'), '99999999.99')).toBe('10000000.00');
    expect(couponDiscount(amount('0.1'), '0.3', '0.2')).toBe('0.10');
  });
});
