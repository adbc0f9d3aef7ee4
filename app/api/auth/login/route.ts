import { z } from 'zod';
import { access } from '@/lib/auth/permissions';
import { sessionCookieHeader } from '@/lib/auth/token';
import { defineRoute } from '@/lib/http/define-route';
import { datum } from '@/lib/http/respond';
import { clientIp } from '@/lib/http/client-address';
import { userAgent } from '@/lib/http/request-info';
import { loginInput, signedInUserSchema } from '@/lib/domain/auth/schemas';
import { login } from '@/lib/domain/auth/service';

export const POST = defineRoute({
  access: access.public(),
  summary: 'Sign in with username and password; answers the token and sets the session cookie',
  tags: ['auth'],
  body: loginInput,
  response: z.object({ token: z.string(), user: signedInUserSchema }),
  handler: async ({ req, rootDb, body }) => {
    const result = await login(rootDb, body, {
      ip: clientIp(req.headers),
      userAgent: userAgent(req.headers),
    });
    return datum(
      { token: result.token, user: result.user },
      {
        msg: 'auth.loginSuccess',
        headers: {
          'Set-Cookie': sessionCookieHeader(result.token, result.maxAgeSeconds),
          'Cache-Control': 'no-store',
        },
      },
    );
  },
});
