import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum } from '@/lib/http/respond';
import { userDetailSchema, userIdParams, userRoleInput } from '@/lib/domain/admin/schemas';
import { changeUserRole } from '@/lib/domain/admin/users';

export const PUT = defineRoute({
  access: access.admin(),
  summary: "Change a user's group and per-area levels",
  tags: ['users'],
  params: userIdParams,
  body: userRoleInput,
  response: userDetailSchema,
  handler: async ({ db, actor, params, body, requestId }) =>
    datum(await changeUserRole(db, actor, params.id, body, requestId), {
      msg: 'common.updateSuccess',
    }),
});
