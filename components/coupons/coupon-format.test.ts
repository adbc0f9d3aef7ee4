import { describe, expect, it } from 'vitest';
import { discountLabel, fieldOfRefusal, formatBaht } from '@/components/coupons/coupon-format';
import { couponAction, editHref } from '@/components/coupons/coupon-action';
import { couponBody, initialCouponForm } from '@/components/coupons/coupon-form-state';

const capped = (v: { percent: string; max: string }) => `${v.percent}% (max ${v.max})`;

describe('discountLabel', () => {
  it('shows an amount in baht, satang only when there are some', () => {
    expect(
      discountLabel(
        { discount_type: 1, discount_value: '50.00', max_discount: null },
        'en',
        capped,
      ),
    ).toBe('฿50');
    expect(formatBaht('1250.5', 'en')).toBe('฿1,250.50');
  });

  it('shows a percent, with its cap when it has one', () => {
    expect(
      discountLabel(
        { discount_type: 2, discount_value: '10.00', max_discount: '100.00' },
        'th',
        capped,
      ),
    ).toBe('10% (max ฿100)');
    expect(
      discountLabel(
        { discount_type: 2, discount_value: '12.50', max_discount: null },
        'th',
        capped,
      ),
    ).toBe('12.5%');
  });
});

describe('fieldOfRefusal', () => {
  it('puts a refusal under the field it is about', () => {
    expect(fieldOfRefusal('coupon.duplicate', '')).toBe('code');
    expect(fieldOfRefusal('coupon.quantityBelowUsed', '')).toBe('quantity');
    expect(
      fieldOfRefusal('common.invalidParameter', 'body.discount_value: a percent: 0 to 100'),
    ).toBe('discount_value');
    expect(fieldOfRefusal('common.invalidParameter', 'query.id: bad')).toBeNull();
    expect(fieldOfRefusal('common.systemError', 'body.code')).toBeNull();
  });
});

describe('couponAction', () => {
  it('reads create and edit-<id>, nothing else', () => {
    expect(couponAction('create')).toEqual({ kind: 'create' });
    expect(couponAction(editHref(7).split('/').pop()!)).toEqual({ kind: 'edit', id: 7 });
    for (const bad of ['edit-0', 'edit-x', 'new', 'edit-99999999999', 'detail'])
      expect(couponAction(bad)).toBeNull();
  });
});

describe('couponBody', () => {
  const filled = {
    ...initialCouponForm(null, 'th'),
    code: ' NEWYEAR ',
    name: 'New year',
    discount_type: 2 as const,
    discount_value: '10',
    max_discount: '100',
    valid_from: '1/1/2570',
    valid_to: '31 ม.ค. 2570',
  };

  it('sends Bangkok days, a blank quantity as unlimited and the cap of a percent', () => {
    expect(couponBody(filled, 'th')).toEqual({
      ok: true,
      body: {
        code: 'NEWYEAR',
        name: 'New year',
        description: null,
        discount_type: 2,
        discount_value: '10',
        minimum_amount: '0',
        max_discount: '100',
        valid_from: '2027-01-01',
        valid_to: '2027-01-31',
        quantity: null,
      },
    });
  });

  it('drops the cap of an amount and names the fields it cannot send', () => {
    const amount = couponBody({ ...filled, discount_type: 1, quantity: '5' }, 'th');
    expect(amount.ok && amount.body).toMatchObject({ max_discount: null, quantity: 5 });
    expect(couponBody({ ...filled, name: ' ', valid_to: 'soon', quantity: '1.5' }, 'th')).toEqual({
      ok: false,
      issues: { name: 'required', valid_to: 'day', quantity: 'whole' },
    });
  });

  it('shows a saved coupon back as the screen writes it', () => {
    const f = initialCouponForm(
      {
        id: 1,
        code: 'A',
        name: 'A',
        description: null,
        discount_type: 2,
        discount_value: '10.00',
        minimum_amount: '0.00',
        max_discount: '100.00',
        valid_from: '2026-12-31T17:00:00.000Z',
        valid_to: '2027-01-31T16:59:59.999Z',
        quantity: null,
        used_count: 0,
        uses_left: null,
        status: 1,
        created_at: '',
        updated_at: '',
      },
      'en',
    );
    expect(f).toMatchObject({
      discount_value: '10',
      max_discount: '100',
      minimum_amount: '',
      quantity: '',
    });
    expect(couponBody({ ...f }, 'en')).toMatchObject({
      ok: true,
      body: { valid_from: '2027-01-01', valid_to: '2027-01-31' },
    });
  });
});
