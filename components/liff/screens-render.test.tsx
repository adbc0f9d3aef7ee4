import { describe, expect, it } from 'vitest';
import { drawScreen, expectTestIds, LANGUAGES, openingTag } from '@/components/testing/draw-screen';
import { LiffCouponCard } from '@/components/liff/liff-coupon-card';
import { LiffApp, LiffView, type LiffHandlers, type LiffPhase } from '@/components/liff/liff-app';
import type { LiffCouponView } from '@/lib/domain/members/schemas';

// The member's page in LINE drawn in each of its phases, once per language on the server
// renderer: no message key missing in th or en, and the test ids the Playwright flow uses.

const noop = () => {};
const on: LiffHandlers = {
  retry: noop,
  askCode: noop,
  resendCode: noop,
  changePhone: noop,
  verifyCode: noop,
  reloadCoupons: noop,
};

const base: LiffCouponView = {
  id: 11,
  member_id: 3,
  coupon_id: 7,
  coupon_code: 'NEWYEAR-7K2M9QXA',
  coupon_name: 'ปีใหม่ลดแรง',
  coupon_status: 'unused',
  created_at: '2026-12-01T03:00:00.000Z',
  used_at: null,
  description: null,
  discount_type: 2,
  discount_value: '10.00',
  max_discount: '100.00',
  minimum_amount: '300.00',
  valid_from: '2026-12-31T17:00:00.000Z',
  valid_to: '2027-01-31T16:59:59.999Z',
  state: 'usable',
};
const used: LiffCouponView = {
  ...base,
  id: 12,
  coupon_code: 'SAVE50-AB12CD34',
  coupon_name: 'ลด 50 บาท',
  coupon_status: 'used',
  discount_type: 1,
  discount_value: '50.00',
  max_discount: null,
  minimum_amount: '0.00',
  used_at: '2027-01-05T05:00:00.000Z',
  state: 'used',
};

const draw = (locale: string, messages: (typeof LANGUAGES)[number][1], phase: LiffPhase) =>
  drawScreen(locale, messages, <LiffView phase={phase} name="สมใจ" busy={false} on={on} />);

describe.each(LANGUAGES)("the member's page in %s", (locale, messages) => {
  it('opens signing in', () => {
    expectTestIds(drawScreen(locale, messages, <LiffApp liffId="1650000000-abcdEFGH" />), [
      'liff-signing-in',
    ]);
  });

  it('draws signing in, not opened from LINE, a failure and a blocked member', () => {
    expectTestIds(draw(locale, messages, { step: 'signingIn' }), ['liff-signing-in']);
    expectTestIds(draw(locale, messages, { step: 'noLine' }), ['liff-open-from-line']);
    const failed = draw(locale, messages, { step: 'failed', error: 'LINE?' });
    expectTestIds(failed, ['liff-failed', 'liff-failed-action']);
    expect(failed).toContain('LINE?');
    const blocked = draw(locale, messages, { step: 'blocked' });
    expectTestIds(blocked, ['liff-blocked']);
    expect(blocked).not.toContain('liff-coupon');
  });

  it('draws the phone step with its error', () => {
    const html = draw(locale, messages, { step: 'phone', phone: '081', error: 'ไม่ถูกต้อง' });
    expectTestIds(html, ['liff-phone-step', 'liff-phone', 'liff-phone-submit', 'liff-phone-error']);
    expect(openingTag(html, 'liff-phone')).toContain('type="tel"');
    expect(openingTag(html, 'liff-phone')).toContain('value="081"');
  });

  it('draws the code step: the number it went to, resend and change number', () => {
    const html = draw(locale, messages, {
      step: 'code',
      phone: '0812345678',
      error: null,
      notice: null,
    });
    expectTestIds(html, [
      'liff-code-step',
      'liff-code-sent',
      'liff-code',
      'liff-code-submit',
      'liff-code-resend',
      'liff-code-change-phone',
    ]);
    expect(html).toContain('081-234-5678');
    const input = openingTag(html, 'liff-code');
    expect(input).toContain('inputMode="numeric"');
    expect(input).toContain('autoComplete="one-time-code"');
    expect(input).toContain('maxLength="6"');
    const wrong = draw(locale, messages, {
      step: 'code',
      phone: '0812345678',
      error: messages.errors.member.otpInvalid,
      notice: null,
    });
    expectTestIds(wrong, ['liff-code-error']);
    expect(wrong).toContain(messages.errors.member.otpInvalid);
  });

  it('draws the coupons: loading, none, and a list with the verified note', () => {
    const phase = (coupons: LiffCouponView[] | null, verified = false): LiffPhase => ({
      step: 'coupons',
      coupons,
      verified,
      error: null,
    });
    expectTestIds(draw(locale, messages, phase(null)), ['liff-coupons', 'liff-coupons-loading']);
    expectTestIds(draw(locale, messages, phase([])), ['liff-coupons-empty']);
    const html = draw(locale, messages, phase([base, used], true));
    expectTestIds(html, ['liff-verified', 'liff-hello', 'liff-coupon-list', 'liff-coupons-reload']);
    expect(html.match(/data-testid="liff-coupon"/g)).toHaveLength(2);
    // Only the usable code has a QR code.
    expect(html.match(/data-testid="liff-coupon-qr"/g)).toHaveLength(1);
  });
});

describe('a coupon card', () => {
  it('shows a usable code: discount, minimum, Bangkok last day in Thai, QR and the code', () => {
    const [, th] = LANGUAGES[0];
    const html = drawScreen('th', th, <LiffCouponCard coupon={base} />);
    expect(openingTag(html, 'liff-coupon')).toContain('data-state="usable"');
    expect(html).toContain('ส่วนลด 10% สูงสุด ฿100');
    expect(html).toContain('เมื่อซื้อขั้นต่ำ ฿300');
    expect(html).toContain('ใช้ได้ถึง 31 ม.ค. 2570');
    const qr = openingTag(html, 'liff-coupon-qr');
    expect(qr).toContain('data-code="NEWYEAR-7K2M9QXA"');
    expect(qr).toContain('role="img"');
    expect(html).toMatch(/data-testid="liff-coupon-code"[^>]*>NEWYEAR-7K2M9QXA</);
  });

  it('greys a used code, says when it was used, and draws no QR code', () => {
    const [, th] = LANGUAGES[0];
    const html = drawScreen('th', th, <LiffCouponCard coupon={used} />);
    expect(openingTag(html, 'liff-coupon')).toContain('grayscale');
    expect(html).toContain('ส่วนลด ฿50');
    expect(html).toContain('ไม่มียอดซื้อขั้นต่ำ');
    expect(html).toContain('ใช้ไปแล้วเมื่อ 5 ม.ค. 2570');
    expect(html).not.toContain('liff-coupon-qr');
    const [, en] = LANGUAGES[1];
    const english = drawScreen('en', en, <LiffCouponCard coupon={{ ...used, state: 'expired' }} />);
    expect(english).toContain('Expired');
    expect(english).toContain('Valid until 31 Jan 2027');
  });
});
