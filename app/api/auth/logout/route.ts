import { access } from '@/lib/auth/permissions';
import { clearSessionCookieHeaders } from '@/lib/auth/token';
import { defineRoute } from '@/lib/http/define-route';
import { message } from '@/lib/http/respond';
import { revokeSession } from '@/lib/domain/auth/service';

export const POST = defineRoute({
  access: access.signedIn(),
  summary: 'Sign out: revokes the token at once and clears the cookie',
  tags: ['auth'],
  handler: async ({ rootDb, actor }) => {
    await revokeSession(rootDb, actor.sessionId, 'logout');
    const reply = message('auth.logoutSuccess');
    const res = Response.json(reply.body, { status: 200 });
    for (const c of clearSessionCookieHeaders()) res.headers.append('Set-Cookie', c);
    return res;
  },
});
