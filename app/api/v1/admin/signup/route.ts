import { z } from 'zod';
import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { list } from '@/lib/http/respond';
import { signupListQuery, signupRowSchema } from '@/lib/domain/signup/schemas';
import { listSignupRequests } from '@/lib/domain/signup/service';

export const GET = defineRoute({
  access: access.operator(),
  summary:
    'Sign-up requests for new shops, pending first, with the contact (name, e-mail, phone): for the operator of the service only',
  tags: ['signup'],
  query: signupListQuery,
  response: z.array(signupRowSchema),
  handler: async ({ rootDb, query }) => {
    const { rows, total } = await listSignupRequests(rootDb, query);
    return list(rows, { total, page: query.page, limit: query.limit });
  },
});
