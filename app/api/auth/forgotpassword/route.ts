import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { message } from '@/lib/http/respond';
import { forgotPasswordInput } from '@/lib/domain/auth/schemas';
import { requestPasswordReset } from '@/lib/domain/auth/service';

export const POST = defineRoute({
  access: access.public(),
  summary: 'Send a password reset link by email (same answer whether or not the account exists)',
  tags: ['auth'],
  body: forgotPasswordInput,
  handler: async ({ rootDb, body }) => {
    await requestPasswordReset(rootDb, body.email);
    return message('auth.forgotPasswordSent');
  },
});
