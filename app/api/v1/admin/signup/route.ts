import { z } from 'zod';
import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { list } from '@/lib/http/respond';
import { signupListQuery, signupRowSchema } from '@/lib/domain/signup/schemas';
import { listSignupRequests } from '@/lib/domain/signup/service';

export const GET = defineRoute({
  access: access.admin(),
  summary: 'Sign-up requests for new shops (and for your enterprise), pending first',
  tags: ['signup'],
  query: signupListQuery,
  response: z.array(signupRowSchema),
  handler: async ({ rootDb, actor, query }) => {
    const { rows, total } = await listSignupRequests(rootDb, actor, query);
    return list(rows, { total, page: query.page, limit: query.limit });
  },
});
