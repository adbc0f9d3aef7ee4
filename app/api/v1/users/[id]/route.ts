import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum } from '@/lib/http/respond';
import { userDetailSchema, userIdParams } from '@/lib/domain/admin/schemas';
import { getUser } from '@/lib/domain/admin/users';

export const GET = defineRoute({
  access: access.admin(),
  summary:
    'One user of your enterprise, with roles, team, department and sale channel (for the edit form)',
  tags: ['users'],
  params: userIdParams,
  response: userDetailSchema,
  handler: async ({ db, params }) => datum(await getUser(db, params.id)),
});
