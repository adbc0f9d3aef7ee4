import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum } from '@/lib/http/respond';
import { myCoupons } from '@/lib/domain/members/liff';
import { requireMemberSession } from '@/lib/domain/members/member-session';

// The member's own coupons on the page in LINE (docs/members.md, LIFF).
export const GET = defineRoute({
  access: access.public(),
  summary:
    "The signed-in member's personal codes with what each coupon gives, its days and state, usable first (member cookie)",
  tags: ['liff'],
  handler: async ({ req }) =>
    datum(await myCoupons(requireMemberSession(req.headers.get('cookie')))),
});
