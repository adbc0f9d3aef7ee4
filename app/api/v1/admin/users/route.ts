import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum } from '@/lib/http/respond';
import { createUserInput, userDetailSchema } from '@/lib/domain/admin/schemas';
import { createUser } from '@/lib/domain/admin/users';

export const POST = defineRoute({
  access: access.admin(),
  summary: 'Create a user in your enterprise (username and email unique across all enterprises)',
  tags: ['users'],
  body: createUserInput,
  response: userDetailSchema,
  handler: async ({ db, actor, body, requestId }) =>
    datum(await createUser(db, actor, body, requestId), {
      msg: 'common.createSuccess',
      status: 201,
    }),
});
