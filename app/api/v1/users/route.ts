import { z } from 'zod';
import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { list } from '@/lib/http/respond';
import { userListQuery, userRowSchema } from '@/lib/domain/admin/schemas';
import { listUsers } from '@/lib/domain/admin/users';

export const GET = defineRoute({
  access: access.admin(),
  summary: 'Users of your enterprise: search, sort, filter by group and status, paginated',
  tags: ['users'],
  query: userListQuery,
  response: z.array(userRowSchema),
  handler: async ({ db, query }) => {
    const { rows, total } = await listUsers(db, query);
    return list(rows, { total, page: query.page, limit: query.limit });
  },
});
