import { z } from 'zod';
import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { list } from '@/lib/http/respond';
import { lineMessageListQuery, lineMessageSchema } from '@/lib/domain/line/schemas';
import { listLineMessages } from '@/lib/domain/line/delivery';

// Delivery results of the sends to members; coupon 1 reads (docs/members.md, Access).
export const GET = defineRoute({
  access: access.area('coupon', 1),
  summary:
    'LINE sends and their delivery (queued, sent, failed): filter by status, kind, member, Bangkok days of created_at, search text, coupon code or member; paginated, with `counts` per status under the other filters',
  tags: ['members'],
  query: lineMessageListQuery,
  response: z.array(lineMessageSchema),
  handler: async ({ db, actor, query }) => {
    const { rows, total, counts } = await listLineMessages(db, actor.enterpriseId, query);
    const reply = list(rows, { total, page: query.page, limit: query.limit });
    return { ...reply, body: { ...(reply.body as object), counts } };
  },
});
