import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum, message } from '@/lib/http/respond';
import { memberIdParams, memberSchema, updateMemberInput } from '@/lib/domain/members/schemas';
import { deleteMember, getMember, updateMember } from '@/lib/domain/members/service';

// Guarded by the coupon area (docs/members.md, Access).

export const GET = defineRoute({
  access: access.area('coupon', 1),
  summary: 'A member',
  tags: ['members'],
  params: memberIdParams,
  response: memberSchema,
  handler: async ({ db, params }) => datum(await getMember(db, params.id)),
});

export const PUT = defineRoute({
  access: access.area('coupon', 2),
  summary: 'Edit a member (fields left out stay); status 2 blocks it, 0 or 1 unblocks it',
  tags: ['members'],
  params: memberIdParams,
  body: updateMemberInput,
  response: memberSchema,
  handler: async ({ db, params, body }) =>
    datum(await updateMember(db, params.id, body), { msg: 'common.editSuccess' }),
});

export const DELETE = defineRoute({
  access: access.area('coupon', 3),
  summary:
    'Delete a member and its unused codes; a member who used a code: common.inUse (block it)',
  tags: ['members'],
  params: memberIdParams,
  handler: async ({ db, params }) => {
    await deleteMember(db, params.id);
    return message('common.deleteSuccess');
  },
});
