import { describe, expect, it, vi } from 'vitest';
import { drawScreen, expectTestIds, LANGUAGES, openingTag } from '@/components/testing/draw-screen';
import type { CouponAnswer } from '@/lib/domain/coupons/schemas';
import { CouponListScreen } from '@/components/coupons/coupon-list-screen';
import { CouponForm } from '@/components/coupons/coupon-form';
import { CouponDetailScreen, type CouponUsage } from '@/components/coupons/coupon-detail-screen';
import { CouponCodesScreen } from '@/components/coupons/coupon-codes-screen';

// The coupon screens drawn once per language on the server renderer: no message key
// missing in th or en, and the test ids the screens are driven by.

vi.mock('next/navigation', () => ({
  useRouter: () => ({ replace: () => {}, push: () => {}, prefetch: () => {}, refresh: () => {} }),
  usePathname: () => '/backoffice/coupon',
  useSearchParams: () => new URLSearchParams('status=1'),
}));

const coupon: CouponAnswer = {
  id: 7,
  code: 'NEWYEAR',
  name: 'New year',
  description: 'For everyone',
  discount_type: 2,
  discount_value: '10.00',
  minimum_amount: '300.00',
  max_discount: '100.00',
  valid_from: '2026-12-31T17:00:00.000Z',
  valid_to: '2027-01-31T16:59:59.999Z',
  quantity: 50,
  used_count: 1,
  uses_left: 49,
  status: 1,
  created_at: '2026-12-01T03:00:00.000Z',
  updated_at: '2026-12-01T03:00:00.000Z',
};

const usage: CouponUsage = {
  coupon,
  orders: [
    {
      order_id: 40,
      order_number: 'SO-40',
      status: 121,
      coupon_code: 'NEWYEAR',
      coupon_discount: '100.00',
      discount: '100.00',
      total: '1150.00',
      created_at: '2027-01-02T05:00:00.000Z',
    },
  ],
  member_codes: { assigned: 3, used: 1, unused: 2 },
};

describe.each(LANGUAGES)('coupon screens in %s', (locale, messages) => {
  it('draws the list, its filters and the new coupon button', () => {
    const html = drawScreen(locale, messages, <CouponListScreen canCreate />);
    expectTestIds(html, [
      'coupon-list',
      'coupon-list-search',
      'coupon-list-filter-status',
      'coupon-list-filter-valid_now',
      'coupon-create',
    ]);
    expect(openingTag(html, 'coupon-create')).toContain('href="/backoffice/coupon/create"');
    const readOnly = drawScreen(locale, messages, <CouponListScreen canCreate={false} />);
    expect(readOnly).not.toContain('data-testid="coupon-create"');
  });

  it('draws the empty form and an edit form with the coupon in it', () => {
    const ids = [
      'coupon-form-code',
      'coupon-form-name',
      'coupon-form-type',
      'coupon-form-value',
      'coupon-form-minimum',
      'coupon-form-from',
      'coupon-form-to',
      'coupon-form-quantity',
      'coupon-form-save',
    ];
    expectTestIds(drawScreen(locale, messages, <CouponForm coupon={null} />), ids);
    const edit = drawScreen(locale, messages, <CouponForm coupon={coupon} />);
    expectTestIds(edit, [...ids, 'coupon-form-max']);
    expect(openingTag(edit, 'coupon-form-code')).toContain('value="NEWYEAR"');
    expect(openingTag(edit, 'coupon-form-from')).toContain(locale === 'th' ? '2570' : '2027');
    // Days are typed in the screen's own form, never the browser's date input.
    expect(edit).not.toContain('type="date"');
  });

  it('draws the detail with its orders, codes and the actions of the level', () => {
    const html = drawScreen(locale, messages, <CouponDetailScreen usage={usage} level={3} />);
    expectTestIds(html, [
      'coupon-detail',
      'coupon-detail-code',
      'coupon-pdf',
      'coupon-edit',
      'coupon-delete',
      'coupon-codes-link',
      'coupon-detail-order-40',
    ]);
    expect(openingTag(html, 'coupon-pdf')).toContain('href="/api/v1/coupon/pdf?id=7"');
    expect(openingTag(html, 'coupon-edit')).toContain('href="/backoffice/coupon/edit-7"');
    expect(openingTag(html, 'coupon-detail-order-40')).toContain('href="/backoffice/orders/40"');
    expect(html).toContain('10% (');
    const reader = drawScreen(locale, messages, <CouponDetailScreen usage={usage} level={1} />);
    expect(reader).not.toContain('data-testid="coupon-edit"');
    expect(reader).not.toContain('data-testid="coupon-delete"');
  });

  it('draws the member codes as a paged table of the coupon', () => {
    const html = drawScreen(locale, messages, <CouponCodesScreen couponId={7} />);
    expectTestIds(html, ['coupon-codes']);
  });
});
