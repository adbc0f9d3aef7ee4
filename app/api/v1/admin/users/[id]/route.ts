import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum, message } from '@/lib/http/respond';
import { updateUserInput, userDetailSchema, userIdParams } from '@/lib/domain/admin/schemas';
import { deleteUser, updateUser } from '@/lib/domain/admin/users';

export const PUT = defineRoute({
  access: access.admin(),
  summary: 'Edit a user (every field of the create form but the password; fields left out stay)',
  tags: ['users'],
  params: userIdParams,
  body: updateUserInput,
  response: userDetailSchema,
  handler: async ({ db, actor, params, body, requestId }) =>
    datum(await updateUser(db, actor, params.id, body, requestId), { msg: 'common.editSuccess' }),
});

export const DELETE = defineRoute({
  access: access.admin(),
  summary: 'Delete a user (soft: kept for history); their sign-ins end at once. Not yourself',
  tags: ['users'],
  params: userIdParams,
  handler: async ({ db, actor, params, requestId }) => {
    await deleteUser(db, actor, params.id, requestId);
    return message('common.deleteSuccess');
  },
});
