import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum } from '@/lib/http/respond';
import { deleteCoupon, getCoupon, updateCoupon } from '@/lib/domain/coupons';
import {
  couponDeleteSchema,
  couponIdParams,
  couponSchema,
  updateCouponInput,
} from '@/lib/domain/coupons/schemas';

export const GET = defineRoute({
  access: access.area('coupon', 1),
  summary: 'A coupon, with its uses counted and left',
  tags: ['coupons'],
  params: couponIdParams,
  response: couponSchema,
  handler: async ({ db, params }) => datum(await getCoupon(db, params.id)),
});

export const PUT = defineRoute({
  access: access.area('coupon', 2),
  summary:
    'Edit a coupon (fields left out stay; status 2 disables it, 1 enables it again); quantity never below the uses counted (coupon.quantityBelowUsed)',
  tags: ['coupons'],
  params: couponIdParams,
  body: updateCouponInput,
  response: couponSchema,
  handler: async ({ db, actor, params, body, requestId }) =>
    datum(await updateCoupon(db, actor, params.id, body, requestId), {
      msg: 'common.editSuccess',
    }),
});

export const DELETE = defineRoute({
  access: access.area('coupon', 3),
  summary:
    'Delete a coupon; one used by an order or with a member code used is disabled instead (deleted: false, disabled: true)',
  tags: ['coupons'],
  params: couponIdParams,
  response: couponDeleteSchema,
  handler: async ({ db, actor, params, requestId }) => {
    const outcome = await deleteCoupon(db, actor, params.id, requestId);
    return datum(outcome, { msg: outcome.deleted ? 'common.deleteSuccess' : 'common.editSuccess' });
  },
});
