import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum } from '@/lib/http/respond';
import { userDetailSchema, userIdParams, userStatusInput } from '@/lib/domain/admin/schemas';
import { setUserStatus } from '@/lib/domain/admin/users';

export const PUT = defineRoute({
  access: access.admin(),
  summary: 'Block (2) or unblock (1) a user; blocking ends every sign-in of the user at once',
  tags: ['users'],
  params: userIdParams,
  body: userStatusInput,
  response: userDetailSchema,
  handler: async ({ db, actor, params, body, requestId }) =>
    datum(await setUserStatus(db, actor, params.id, body.status, requestId), {
      msg: 'common.updateSuccess',
    }),
});
