import { z } from 'zod';
import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { message } from '@/lib/http/respond';
import { LOCALE_COOKIE } from '@/lib/i18n/config';
import { setLocale } from '@/lib/domain/profile/service';

export const PUT = defineRoute({
  access: access.signedIn(),
  summary: 'Save the interface language (th or en) on the user and in the cookie',
  tags: ['profile'],
  body: z.object({ locale: z.enum(['th', 'en']) }),
  handler: async ({ db, actor, body }) => {
    await setLocale(db, actor, body.locale);
    const reply = message('common.updateSuccess');
    return Response.json(reply.body, {
      headers: {
        'Set-Cookie': `${LOCALE_COOKIE}=${body.locale}; Path=/; Max-Age=31536000; SameSite=Lax`,
      },
    });
  },
});
