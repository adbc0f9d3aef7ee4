import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum } from '@/lib/http/respond';
import { lineBotInfoSchema } from '@/lib/domain/line/schemas';
import { checkLineConnection } from '@/lib/domain/line/connection';

// Asking LINE is setting-up work, as sending is: coupon 2 (docs/members.md, Access).
export const POST = defineRoute({
  access: access.area('coupon', 2),
  summary:
    "Ask LINE whether the messaging token works (GET /v2/bot/info): the bot's basic id and name; line.notConfigured 422 (a value missing, or the channels serve another enterprise), line.tokenRejected 502, line.unavailable 502",
  tags: ['members'],
  response: lineBotInfoSchema,
  handler: async ({ db, actor }) => datum(await checkLineConnection(db, actor.enterpriseId)),
});
