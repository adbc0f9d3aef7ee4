import { z } from 'zod';
import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum } from '@/lib/http/respond';
import { thaiPhoneInput } from '@/lib/domain/customers/schemas';
import { requestPhoneCode } from '@/lib/domain/members/liff';
import { requireMemberSession } from '@/lib/domain/members/member-session';

// The member asks for a code to prove a phone number (docs/members.md, LIFF).
export const POST = defineRoute({
  access: access.public(),
  summary: 'Send a 6-digit code for this phone to the member on LINE (valid 10 minutes, 5 tries)',
  tags: ['liff'],
  body: z.object({ phone: thaiPhoneInput }),
  handler: async ({ rootDb, req, body }) =>
    datum(
      await requestPhoneCode(rootDb, requireMemberSession(req.headers.get('cookie')), body.phone),
    ),
});
