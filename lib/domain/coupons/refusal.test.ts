import { describe, expect, it } from 'vitest';
import { couponRefusal, type CouponCandidate } from '@/lib/domain/coupons/refusal';

const now = new Date('2026-11-15T05:00:00Z');
const base: CouponCandidate = {
  code: 'SALE',
  status: 1,
  validFrom: new Date('2026-10-31T17:00:00Z'),
  validTo: new Date('2026-11-30T16:59:59.999Z'),
  minimumAmount: '500.00',
  member: null,
};
const key = (c: Partial<CouponCandidate>, items = '600.00') =>
  couponRefusal({ ...base, ...c }, now, items)?.key ?? null;

describe('couponRefusal', () => {
  it('lets a usable coupon through, the minimum itself included', () => {
    expect(key({})).toBeNull();
    expect(key({}, '500.00')).toBeNull();
  });
  it('names each refusal', () => {
    expect(key({}, '499.99')).toBe('coupon.minimumNotMet');
    expect(key({ status: 2 })).toBe('coupon.disabled');
    expect(key({ validTo: new Date('2026-11-15T04:59:59.999Z') })).toBe('coupon.expired');
    expect(key({ validFrom: new Date('2026-11-15T05:00:00.001Z') })).toBe('coupon.expired');
    expect(key({ member: { couponStatus: 1, memberStatus: 1 } })).toBe('coupon.alreadyUsed');
    expect(key({ member: { couponStatus: 0, memberStatus: 2 } })).toBe('coupon.memberBlocked');
    expect(key({ member: { couponStatus: 0, memberStatus: 0 } })).toBeNull();
  });
  it('a used member code is refused as used before anything else', () => {
    expect(key({ status: 2, member: { couponStatus: 1, memberStatus: 2 } })).toBe(
      'coupon.alreadyUsed',
    );
  });
});
