import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { AppError } from '@/lib/errors';
import { message } from '@/lib/http/respond';
import { resetPasswordInput } from '@/lib/domain/auth/schemas';
import { resetPassword } from '@/lib/domain/auth/service';

export const POST = defineRoute({
  access: access.public(),
  summary: 'Set a new password with the single-use token from the reset email',
  tags: ['auth'],
  body: resetPasswordInput,
  handler: async ({ rootDb, body }) => {
    if (body.password !== body.confirm_password) throw new AppError('profile.confirmMismatch');
    await resetPassword(rootDb, body.token, body.password);
    return message('auth.resetPasswordSuccess');
  },
});
