import { z } from 'zod';
import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum, list } from '@/lib/http/respond';
import {
  createMemberInput,
  memberListItemSchema,
  memberListQuery,
  memberSchema,
} from '@/lib/domain/members/schemas';
import { createMember, listMembers } from '@/lib/domain/members/service';

// Members have no area of their own in the spec: they are the coupons' holders, so the
// coupon area guards them (coupon 1 reads, 2 creates, edits and assigns, 3 deletes;
// docs/members.md, Access).

export const GET = defineRoute({
  access: access.area('coupon', 1),
  summary:
    'Members with the personal codes each holds (coupons_unused, coupons_used): search name, phone or LINE user id; filter by status, province, birthday month, spending range, following, blocked; paginated',
  tags: ['members'],
  query: memberListQuery,
  response: z.array(memberListItemSchema),
  handler: async ({ db, actor, query }) => {
    const { rows, total } = await listMembers(db, actor.enterpriseId, query);
    return list(rows, { total, page: query.page, limit: query.limit });
  },
});

export const POST = defineRoute({
  access: access.area('coupon', 2),
  summary: 'Create a member (line_user_id U + 32 hex, unique in the enterprise: member.duplicate)',
  tags: ['members'],
  body: createMemberInput,
  response: memberSchema,
  handler: async ({ db, actor, body }) =>
    datum(await createMember(db, actor.enterpriseId, body), {
      msg: 'common.createSuccess',
      status: 201,
    }),
});
