import { describe, expect, it } from 'vitest';
import { drawScreen, LANGUAGES, openingTag } from '@/components/testing/draw-screen';
import { emptyOrderForm, type OrderFormState } from '@/components/orders/form/form-state';
import { TotalsSection } from '@/components/orders/form/totals-section';
import type { OrderFormController } from '@/components/orders/form/use-order-form';
import type { CouponCheck } from '@/components/orders/form/use-coupon-check';
import { withCoupon } from '@/components/orders/form/to-order-input';

// The order form's coupon field in each of its states, drawn in both languages: nothing
// typed, checking, the coupon's name and discount (with its member), a refusal as the
// catalogue says it, and the coupon an edited order holds. The totals count its discount.

const totals = {
  lines: [{ line_total: '200.00' }],
  subtotal: '200.00',
  discount: '10.00',
  shipping_fee: '40.00',
  total: '230.00',
};

function controller(
  check: CouponCheck,
  form: Partial<OrderFormState> = {},
  off: string | null = null,
) {
  const priced = withCoupon(totals, form.held_coupon?.discount ?? off);
  return {
    form: { ...emptyOrderForm(), discount: '10', shipping_fee: '40', ...form },
    set: () => {},
    issueOf: () => undefined,
    totals: priced.totals,
    couponDiscount: priced.coupon,
    couponCheck: check,
  } as unknown as OrderFormController;
}

const answer = {
  code: 'MC123',
  coupon_id: 4,
  name: 'ลดต้อนรับสมาชิก',
  discount_type: 2,
  discount_value: '15.00',
  max_discount: '25.00',
  minimum_amount: '100.00',
  discount: '25.00',
  member: 'คุณสมศรี',
};

describe.each(LANGUAGES)('the coupon field (%s)', (locale, messages) => {
  const draw = (ctl: OrderFormController) =>
    drawScreen(locale, messages, <TotalsSection ctl={ctl} />);

  it('is empty and adds nothing when no code is typed', () => {
    const html = draw(controller({ status: 'idle' }));
    expect(openingTag(html, 'order-coupon')).toContain('data-state="idle"');
    expect(html).not.toContain('data-testid="order-coupon-status"');
    expect(html).not.toContain('data-testid="order-coupon-discount"');
    expect(openingTag(html, 'order-total')).toContain('data-value="230.00"');
  });

  it('says it is checking', () => {
    const html = draw(
      controller({ status: 'checking', code: 'WELCOME' }, { coupon_code: 'WELCOME' }),
    );
    expect(openingTag(html, 'order-coupon-status')).toContain('data-state="checking"');
    expect(html).toContain(locale === 'th' ? 'กำลังตรวจคูปอง' : 'Checking the coupon');
  });

  it('shows the coupon’s name, its discount and its member; the total counts it', () => {
    const html = draw(
      controller({ status: 'ok', code: 'MC123', answer }, { coupon_code: 'MC123' }, '25.00'),
    );
    expect(openingTag(html, 'order-coupon')).toContain('value="MC123"');
    expect(openingTag(html, 'order-coupon-status')).toContain('data-discount="25.00"');
    expect(html).toContain('ลดต้อนรับสมาชิก');
    expect(html).toContain('คุณสมศรี');
    expect(openingTag(html, 'order-coupon-discount')).toContain('data-value="25.00"');
    expect(openingTag(html, 'order-total')).toContain('data-value="205.00"');
  });

  it('gives the refusal as the catalogue says it, and counts nothing', () => {
    const html = draw(
      controller({ status: 'refused', code: 'OLD', key: 'coupon.expired' }, { coupon_code: 'OLD' }),
    );
    expect(html).toContain(messages.errors.coupon.expired);
    expect(openingTag(html, 'order-coupon')).toContain('aria-invalid="true"');
    expect(openingTag(html, 'order-total')).toContain('data-value="230.00"');
    const odd = draw(controller({ status: 'refused', code: 'X', key: 'no.suchKey' }));
    expect(odd).toContain(messages.errors.common.systemError);
  });

  it('shows the coupon an edited order holds, fixed, with its part of the discount', () => {
    const html = draw(
      controller({ status: 'idle' }, { held_coupon: { code: 'SUMMER', discount: '30.00' } }),
    );
    const input = openingTag(html, 'order-coupon');
    expect(input).toContain('value="SUMMER"');
    expect(input).toContain('readOnly');
    expect(openingTag(html, 'order-coupon-status')).toContain('data-state="held"');
    expect(openingTag(html, 'order-coupon-discount')).toContain('data-value="30.00"');
    expect(openingTag(html, 'order-total')).toContain('data-value="200.00"');
  });
});
