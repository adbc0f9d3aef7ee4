import { describe, expect, it } from 'vitest';
import { liffCouponView } from '@/lib/domain/members/serializers';

// A personal code as the member's page shows it: the coupon's terms as strings, and where
// the code stands (used wins over everything, then the coupon's switch, then its days).

const now = new Date('2027-01-10T05:00:00.000Z');
const row = (over: { status?: number; coupon?: Record<string, unknown> } = {}) => ({
  id: 1,
  memberId: 2,
  couponId: 3,
  couponCode: 'NEWYEAR-7K2M9QXA',
  status: over.status ?? 0,
  createdAt: new Date('2027-01-01T00:00:00.000Z'),
  usedAt: over.status === 1 ? new Date('2027-01-05T00:00:00.000Z') : null,
  coupon: {
    name: 'ปีใหม่',
    description: null,
    discountType: 2,
    discountValue: { toFixed: (n: number) => (10).toFixed(n) },
    maxDiscount: null,
    minimumAmount: '300',
    validFrom: new Date('2027-01-01T00:00:00.000Z'),
    validTo: new Date('2027-01-31T16:59:59.999Z'),
    status: 1,
    ...over.coupon,
  },
});

describe('a personal code on the member page', () => {
  it("carries the coupon's terms as two-decimal strings", () => {
    expect(liffCouponView(row(), now)).toMatchObject({
      coupon_name: 'ปีใหม่',
      discount_type: 2,
      discount_value: '10.00',
      max_discount: null,
      minimum_amount: '300.00',
      valid_to: '2027-01-31T16:59:59.999Z',
      coupon_status: 'unused',
      state: 'usable',
    });
  });

  it('says where the code stands', () => {
    const state = (over: Parameters<typeof row>[0]) => liffCouponView(row(over), now).state;
    expect(state({ status: 1, coupon: { status: 2 } })).toBe('used');
    expect(state({ coupon: { status: 2 } })).toBe('disabled');
    expect(state({ coupon: { validTo: new Date('2027-01-10T04:59:59.999Z') } })).toBe('expired');
    expect(state({ coupon: { validFrom: new Date('2027-01-10T05:00:00.001Z') } })).toBe('not_yet');
  });
});
