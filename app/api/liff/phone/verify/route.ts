import { z } from 'zod';
import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum } from '@/lib/http/respond';
import { verifyPhoneCode } from '@/lib/domain/members/liff';
import { requireMemberSession } from '@/lib/domain/members/member-session';

// The member types the code: the phone is theirs, the member becomes verified (status 1).
export const POST = defineRoute({
  access: access.public(),
  summary:
    "Check the member's phone code; right: the phone is kept and the member is verified (status 1)",
  tags: ['liff'],
  body: z.object({ code: z.string().trim().max(10) }),
  handler: async ({ req, body }) =>
    datum(await verifyPhoneCode(requireMemberSession(req.headers.get('cookie')), body.code)),
});
