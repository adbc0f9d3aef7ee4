import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum } from '@/lib/http/respond';
import { lineConnectionSchema } from '@/lib/domain/line/schemas';
import { lineConnection } from '@/lib/domain/line/connection';

// The LINE Official Account screen; guarded by the coupon area like every member call
// (docs/members.md, Access).
export const GET = defineRoute({
  access: access.area('coupon', 1),
  summary:
    "This deployment's LINE configuration (which values are set, never a secret's value), whether its channels serve this enterprise, the webhook and member page URLs, member counts and the last webhook event",
  tags: ['members'],
  response: lineConnectionSchema,
  handler: async ({ db, actor }) => datum(await lineConnection(db, actor.enterpriseId)),
});
