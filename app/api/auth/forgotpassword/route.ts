import { access } from '@/lib/auth/permissions';
import { clientIp } from '@/lib/http/client-address';
import { defineRoute } from '@/lib/http/define-route';
import { message } from '@/lib/http/respond';
import { forgotPasswordInput } from '@/lib/domain/auth/schemas';
import { requestPasswordReset } from '@/lib/domain/auth/service';

export const POST = defineRoute({
  access: access.public(),
  summary: 'Send a password reset link by email (same answer whether or not the account exists)',
  tags: ['auth'],
  body: forgotPasswordInput,
  handler: async ({ req, rootDb, body }) => {
    await requestPasswordReset(rootDb, body.email, { ip: clientIp(req.headers) });
    return message('auth.forgotPasswordSent');
  },
});
