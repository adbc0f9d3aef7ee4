import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { message } from '@/lib/http/respond';
import { adminPasswordInput, userIdParams } from '@/lib/domain/admin/schemas';
import { setUserPassword } from '@/lib/domain/admin/users';

export const PUT = defineRoute({
  access: access.admin(),
  summary: "Set a user's password (no old password); every sign-in of that user ends",
  tags: ['users'],
  params: userIdParams,
  body: adminPasswordInput,
  handler: async ({ db, actor, params, body, requestId }) => {
    await setUserPassword(db, actor, params.id, body, requestId);
    return message('common.updateSuccess');
  },
});
