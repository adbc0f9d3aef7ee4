import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum } from '@/lib/http/respond';
import { previewAssign } from '@/lib/domain/members/assign-coupons';
import { assignPreviewQuery, assignPreviewSchema } from '@/lib/domain/members/schemas';

// What an assign by filter would do now, for the screen to show before assigning
// (docs/members.md, Assigning). A read: coupon 1.
export const GET = defineRoute({
  access: access.area('coupon', 1),
  summary:
    "Preview of an assign by filter: members matching the member list's filters (blocked left out), how many would be skipped (already holding an unused code of the coupon), how many codes the coupon's quantity still allows (null: unlimited) and the most members per assign",
  tags: ['members'],
  query: assignPreviewQuery,
  response: assignPreviewSchema,
  handler: async ({ db, actor, query }) =>
    datum(await previewAssign(db, actor.enterpriseId, query)),
});
