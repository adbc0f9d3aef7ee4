import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { message } from '@/lib/http/respond';
import { changePasswordInput } from '@/lib/domain/auth/schemas';
import { changeOwnPassword } from '@/lib/domain/profile/service';

// The same call as PUT /api/v1/profile/password, under the path older clients still call.
export const PUT = defineRoute({
  access: access.signedIn(),
  summary: 'Change your own password (old password checked); other sign-ins end',
  tags: ['users'],
  body: changePasswordInput,
  handler: async ({ db, actor, body, requestId }) => {
    await changeOwnPassword(db, actor, body, requestId);
    return message('common.updateSuccess');
  },
});
