import { z } from 'zod';
import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum } from '@/lib/http/respond';
import { env } from '@/lib/env';
import { startMemberSession } from '@/lib/domain/members/liff';
import { memberCookieHeader, signMemberSession } from '@/lib/domain/members/member-session';

// The member's page in LINE (docs/members.md, LIFF): the ID token is verified with LINE,
// which says who the member is; anything else in the body is ignored.
export const POST = defineRoute({
  access: access.public(),
  summary:
    "Start the member's session from a LINE ID token (verified with LINE); sets the httpOnly member cookie",
  tags: ['liff'],
  body: z.object({ id_token: z.string().min(1).max(4096) }),
  handler: async ({ rootDb, body }) => {
    const { session, member } = await startMemberSession(rootDb, body.id_token);
    return datum(member, {
      headers: {
        'set-cookie': memberCookieHeader(signMemberSession(session), env().COOKIE_SECURE),
      },
    });
  },
});
