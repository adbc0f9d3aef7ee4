import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { message } from '@/lib/http/respond';
import { signupIdParams } from '@/lib/domain/signup/schemas';
import { rejectSignupRequest } from '@/lib/domain/signup/service';

export const PUT = defineRoute({
  access: access.operator(),
  summary: 'Reject a sign-up request (the operator of the service only)',
  tags: ['signup'],
  params: signupIdParams,
  handler: async ({ rootDb, actor, params, requestId }) => {
    await rejectSignupRequest(rootDb, actor, params.id, requestId);
    return message('common.updateSuccess');
  },
});
