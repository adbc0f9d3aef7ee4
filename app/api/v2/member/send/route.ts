import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { sendToMembersInput } from '@/lib/domain/members/schemas';
import { sendToMembers } from '@/lib/domain/members/send-to-members';

// Guarded by the coupon area (docs/members.md, Access): sending is everyday work (2).
export const POST = defineRoute({
  access: access.area('coupon', 2),
  summary:
    'Queue a LINE message to each member (text, and/or a coupon: each member gets a personal code by the assign rule); 202 with one queued send per member',
  tags: ['members'],
  body: sendToMembersInput,
  handler: async ({ db, actor, body }) => ({
    status: 202,
    body: { Msg: 'common.success', data: await sendToMembers(db, actor.enterpriseId, body) },
  }),
});
