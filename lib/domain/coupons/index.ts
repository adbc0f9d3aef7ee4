// The coupons' public face (docs/domain-rules.md, Coupons): their calls, and the rules an
// order and the packing station use a coupon with.
export { createCoupon } from '@/lib/domain/coupons/create';
export { updateCoupon } from '@/lib/domain/coupons/update';
export { deleteCoupon } from '@/lib/domain/coupons/delete';
export { assignableCoupons, getCoupon, listCoupons } from '@/lib/domain/coupons/read';
export { couponMemberCodes, couponUsage, memberCoupons } from '@/lib/domain/coupons/usage';
export { listCouponUsage } from '@/lib/domain/coupons/usage-overview';
export { couponPdf } from '@/lib/domain/coupons/pdf';
export { checkCoupon } from '@/lib/domain/coupons/check';
export { couponDiscount, DISCOUNT_TYPE } from '@/lib/domain/coupons/discount';
export { findCouponByCode, orderCodeOf, type FoundCoupon } from '@/lib/domain/coupons/find-by-code';
export {
  attachClaimToOrder,
  claimCoupon,
  claimFound,
  type CouponClaim,
} from '@/lib/domain/coupons/redeem';
export { releaseOrderCoupon } from '@/lib/domain/coupons/release';
