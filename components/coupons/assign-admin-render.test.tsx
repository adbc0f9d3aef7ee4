import { describe, expect, it, vi } from 'vitest';
import { drawScreen, expectTestIds, LANGUAGES, openingTag } from '@/components/testing/draw-screen';
import type { CouponAnswer } from '@/lib/domain/coupons/schemas';
import { AssignScreen } from '@/components/coupons/assign/assign-screen';
import { AssignPanel } from '@/components/coupons/assign/assign-panel';
import { CouponOverviewScreen } from '@/components/coupons/admin/coupon-overview-screen';

// The assign screen and the admin's coupon overview drawn once per language on the server
// renderer: no message key missing in th or en, and the test ids they are driven by.

const search = vi.hoisted(() => ({ value: 'coupon_id=7&status=1&province=Chiang%20Mai' }));
vi.mock('next/navigation', () => ({
  useRouter: () => ({ replace: () => {}, push: () => {}, prefetch: () => {}, refresh: () => {} }),
  usePathname: () => '/backoffice/coupon/v2',
  useSearchParams: () => new URLSearchParams(search.value),
}));

const coupon: CouponAnswer = {
  id: 7,
  code: 'NEWYEAR',
  name: 'New year',
  description: null,
  discount_type: 1,
  discount_value: '50.00',
  minimum_amount: '0.00',
  max_discount: null,
  valid_from: '2026-12-31T17:00:00.000Z',
  valid_to: '2027-01-31T16:59:59.999Z',
  quantity: 50,
  used_count: 1,
  uses_left: 49,
  status: 1,
  created_at: '2026-12-01T03:00:00.000Z',
  updated_at: '2026-12-01T03:00:00.000Z',
};

describe.each(LANGUAGES)('assign and overview screens in %s', (locale, messages) => {
  it('draws the assign screen: the coupon picked from the URL, its preview, the filters and members', () => {
    search.value = 'coupon_id=7&status=1&province=Chiang%20Mai';
    const html = drawScreen(locale, messages, <AssignScreen coupons={[coupon]} canAssign />);
    expectTestIds(html, [
      'coupon-assign',
      'coupon-assign-coupon',
      'coupon-assign-preview',
      'coupon-assign-submit',
      'coupon-assign-members',
      'coupon-assign-members-search',
      'coupon-assign-members-filter-status',
      'coupon-assign-members-filter-birth_month',
      'coupon-assign-members-filter-province',
      'coupon-assign-members-filter-spending_min',
      'coupon-assign-members-filter-spending_max',
    ]);
    expect(html).toContain('NEWYEAR');
    // Nothing to assign until the preview has arrived.
    expect(openingTag(html, 'coupon-assign-submit')).toContain('disabled');
    const reader = drawScreen(
      locale,
      messages,
      <AssignScreen coupons={[coupon]} canAssign={false} />,
    );
    expect(reader).not.toContain('data-testid="coupon-assign-submit"');
    expectTestIds(reader, ['coupon-assign-read-only']);
  });

  it('asks for a coupon first, and says when there is none', () => {
    search.value = '';
    const html = drawScreen(locale, messages, <AssignScreen coupons={[coupon]} canAssign />);
    expectTestIds(html, ['coupon-assign-pick-first', 'coupon-assign-members']);
    expect(html).not.toContain('data-testid="coupon-assign-preview"');
    const none = drawScreen(locale, messages, <AssignScreen coupons={[]} canAssign />);
    expectTestIds(none, ['coupon-assign-no-coupons']);
  });

  it("shows an assign's result with the link to the coupon's codes", () => {
    const html = drawScreen(
      locale,
      messages,
      <AssignPanel
        couponId={7}
        couponCode="NEWYEAR"
        filter={{ status: '1' }}
        canAssign
        onAssigned={() => {}}
        result={{ couponId: 7, assigned: 12, skipped: 3 }}
        reloadToken={0}
      />,
    );
    expectTestIds(html, ['coupon-assign-result', 'coupon-assign-codes-link']);
    expect(openingTag(html, 'coupon-assign-codes-link')).toContain(
      'href="/backoffice/coupon/all/7"',
    );
    expect(html).toContain('12');
  });

  it('draws the overview with its totals, search and status filter', () => {
    search.value = 'sort=-discount_given';
    const html = drawScreen(locale, messages, <CouponOverviewScreen />);
    expectTestIds(html, [
      'admin-coupon',
      'admin-coupon-totals',
      'admin-coupon-total-used',
      'admin-coupon-total-discountGiven',
      'admin-coupon-list',
      'admin-coupon-list-search',
      'admin-coupon-list-filter-status',
    ]);
  });
});
