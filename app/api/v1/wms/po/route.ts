import { z } from 'zod';
import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum, list } from '@/lib/http/respond';
import { createPo, listPos } from '@/lib/domain/purchasing';
import { poDetailSchema, poInput, poListQuery, poRowSchema } from '@/lib/domain/purchasing/schemas';

export const GET = defineRoute({
  access: access.area('po', 1),
  summary:
    'Purchase orders, newest first: filters po_from/po_to (number range), partner_id, status (one or a comma list), start_date/end_date (Bangkok days of creation), late=1, q (number, partner, note); paginated',
  tags: ['purchasing'],
  query: poListQuery,
  response: z.array(poRowSchema),
  handler: async ({ db, actor, query }) => {
    const { rows, total } = await listPos(db, actor.enterpriseId, query);
    return list(rows, { total, page: query.page, limit: query.limit });
  },
});

export const POST = defineRoute({
  access: access.area('po', 2),
  summary:
    "Create a draft purchase order with the next PO number of the Bangkok month; the partner, an active warehouse storage and the enterprise's warehouse products (each at most once) are checked. Idempotency-Key honoured",
  tags: ['purchasing'],
  body: poInput,
  response: poDetailSchema,
  idempotent: true,
  handler: async ({ db, actor, body, requestId }) =>
    datum(await createPo(db, actor, body, requestId), { msg: 'common.createSuccess', status: 201 }),
});
