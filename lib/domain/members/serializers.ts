import type {
  LiffCouponState,
  LiffCouponView,
  MemberCouponView,
  MemberView,
} from '@/lib/domain/members/schemas';

// Rows to the API's shapes (snake_case, money as two-decimal strings, dates as ISO).

interface MemberRow {
  id: number;
  lineUserId: string;
  displayName: string | null;
  phone: string | null;
  birthday: Date | null;
  sex: number;
  status: number;
  totalSpending: { toFixed(n: number): string } | string | number;
  address: string | null;
  province: string | null;
  district: string | null;
  subdistrict: string | null;
  postcode: string | null;
  customerId: number | null;
  unfollowedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

const money = (v: MemberRow['totalSpending']) =>
  typeof v === 'object' ? v.toFixed(2) : Number(v).toFixed(2);

export function memberView(m: MemberRow): MemberView {
  return {
    id: m.id,
    line_user_id: m.lineUserId,
    display_name: m.displayName,
    phone: m.phone,
    birthday: m.birthday ? m.birthday.toISOString().slice(0, 10) : null,
    sex: m.sex,
    status: m.status,
    total_spending: money(m.totalSpending),
    address: m.address,
    province: m.province,
    district: m.district,
    subdistrict: m.subdistrict,
    postcode: m.postcode,
    customer_id: m.customerId,
    unfollowed_at: m.unfollowedAt?.toISOString() ?? null,
    created_at: m.createdAt.toISOString(),
    updated_at: m.updatedAt.toISOString(),
  };
}

interface MemberCouponRow {
  id: number;
  memberId: number;
  couponId: number;
  couponCode: string;
  status: number;
  createdAt: Date;
  usedAt: Date | null;
  coupon?: { name: string } | null;
}

export function memberCouponView(c: MemberCouponRow): MemberCouponView {
  return {
    id: c.id,
    member_id: c.memberId,
    coupon_id: c.couponId,
    coupon_code: c.couponCode,
    ...(c.coupon ? { coupon_name: c.coupon.name } : {}),
    coupon_status: c.status === 1 ? 'used' : 'unused',
    created_at: c.createdAt.toISOString(),
    used_at: c.usedAt?.toISOString() ?? null,
  };
}

type Money = MemberRow['totalSpending'];

interface LiffCouponRow extends MemberCouponRow {
  coupon: {
    name: string;
    description: string | null;
    discountType: number;
    discountValue: Money;
    maxDiscount: Money | null;
    minimumAmount: Money;
    validFrom: Date;
    validTo: Date;
    status: number;
  };
}

/** Used first (it is the record), then the coupon's switch, then its days. */
export function liffCouponState(c: LiffCouponRow, now: Date): LiffCouponState {
  if (c.status === 1) return 'used';
  if (c.coupon.status !== 1) return 'disabled';
  if (c.coupon.validTo.getTime() < now.getTime()) return 'expired';
  if (c.coupon.validFrom.getTime() > now.getTime()) return 'not_yet';
  return 'usable';
}

export function liffCouponView(c: LiffCouponRow, now = new Date()): LiffCouponView {
  return {
    ...memberCouponView(c),
    coupon_name: c.coupon.name,
    description: c.coupon.description,
    discount_type: c.coupon.discountType,
    discount_value: money(c.coupon.discountValue),
    max_discount: c.coupon.maxDiscount === null ? null : money(c.coupon.maxDiscount),
    minimum_amount: money(c.coupon.minimumAmount),
    valid_from: c.coupon.validFrom.toISOString(),
    valid_to: c.coupon.validTo.toISOString(),
    state: liffCouponState(c, now),
  };
}
