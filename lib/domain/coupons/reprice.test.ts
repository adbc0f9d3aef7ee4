import { describe, expect, it } from 'vitest';
import { Prisma } from '@/lib/generated/prisma/client';
import { isAppError } from '@/lib/errors';
import { repriceHeld, type HeldCoupon } from '@/lib/domain/coupons/reprice';
import { usedUpRefusal } from '@/lib/domain/coupons/refusal';

const D = (v: string) => new Prisma.Decimal(v);
const held = (rule: Partial<NonNullable<HeldCoupon['rule']>> | null, discount = '20.00') => ({
  code: 'SUMMER',
  discount,
  rule:
    rule === null
      ? null
      : {
          discountType: 2,
          discountValue: D('10'),
          maxDiscount: null,
          minimumAmount: D('0'),
          ...rule,
        },
});

const refusalKey = (f: () => unknown) => {
  try {
    f();
    return null;
  } catch (error) {
    return isAppError(error) ? error.key : 'thrown';
  }
};

describe('an edited order’s coupon, priced again', () => {
  it('follows the items for a percent, after the own discount', () => {
    const h = held({});
    expect(repriceHeld(h, { itemsAmount: '300', itemsBefore: '200', ownDiscount: '0' })).toBe(
      '30.00',
    );
    expect(repriceHeld(h, { itemsAmount: '300', itemsBefore: '200', ownDiscount: '290' })).toBe(
      '10.00',
    );
  });

  it('refuses an edit that takes the items down below the minimum, not one that stays', () => {
    const h = held({ discountType: 1, discountValue: D('20'), minimumAmount: D('150') });
    expect(
      refusalKey(() =>
        repriceHeld(h, { itemsAmount: '149.99', itemsBefore: '200', ownDiscount: '0' }),
      ),
    ).toBe('coupon.minimumNotMet');
    expect(repriceHeld(h, { itemsAmount: '150', itemsBefore: '200', ownDiscount: '0' })).toBe(
      '20.00',
    );
    // Below it already (the minimum was raised since) and not going down: priced.
    expect(repriceHeld(h, { itemsAmount: '120', itemsBefore: '100', ownDiscount: '0' })).toBe(
      '20.00',
    );
  });

  it('keeps the part it had when the coupon is gone, cut to the items', () => {
    expect(
      repriceHeld(held(null, '50.00'), {
        itemsAmount: '40',
        itemsBefore: '200',
        ownDiscount: '10',
      }),
    ).toBe('30.00');
  });
});

describe('all used, as a read sees it', () => {
  it('refuses only a coupon with no use left', () => {
    expect(usedUpRefusal({ code: 'A', quantity: 2, usedCount: 2 })?.key).toBe('coupon.usedUp');
    expect(usedUpRefusal({ code: 'A', quantity: 2, usedCount: 1 })).toBeNull();
    expect(usedUpRefusal({ code: 'A', quantity: null, usedCount: 99 })).toBeNull();
  });
});
