import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum } from '@/lib/http/respond';
import { signupApprovalSchema, signupIdParams } from '@/lib/domain/signup/schemas';
import { approveSignupRequest } from '@/lib/domain/signup/service';

export const PUT = defineRoute({
  access: access.operator(),
  summary:
    'Approve a sign-up (the operator of the service only): creates the enterprise and its first admin (who sets a password via forgot password)',
  tags: ['signup'],
  params: signupIdParams,
  response: signupApprovalSchema,
  handler: async ({ rootDb, actor, params, requestId }) =>
    datum(await approveSignupRequest(rootDb, actor, params.id, requestId), {
      msg: 'common.updateSuccess',
    }),
});
