import { z } from 'zod';
import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum, list } from '@/lib/http/respond';
import { listPackings } from '@/lib/domain/packing/lists';
import {
  createPackingInput,
  packingListQuery,
  packingRowSchema,
  packingStateSchema,
} from '@/lib/domain/packing/shared';
import { openOrderPacking } from '@/lib/domain/packing/station';

export const GET = defineRoute({
  access: access.area('packing', 1),
  summary:
    'Packings, newest first: Bangkok date range on their creation (at most 31 days: order.dateRangeTooLong), status (1 open, 2 closed, 3 cancelled), kind (1 normal, 2 return), line, user_id, storage_id, order_id, order_number (or a packing number)',
  tags: ['packing'],
  query: packingListQuery,
  response: z.array(packingRowSchema),
  handler: async ({ db, actor, query }) => {
    const { rows, total } = await listPackings(db, actor.enterpriseId, query);
    return list(rows, { total, page: query.page, limit: query.limit });
  },
});

export const POST = defineRoute({
  access: access.area('packing', 2),
  summary:
    "Open the order's packing (order_id, or order_code: order number, platform order id or tracking number) without scanning a unit: 201 with the new packing, or 200 with the one already open. storage_id and line optional (default: the order's storage, the line's staging storage, the first normal storage). packing.invalidOrderStatus unless the order is at 111 or 114; order.productNotLinked for a line without a warehouse product",
  tags: ['packing'],
  body: createPackingInput,
  response: packingStateSchema,
  idempotent: true,
  handler: async ({ db, actor, body }) => {
    const { state, opened } = await openOrderPacking(db, actor, body);
    return datum(state, {
      status: opened ? 201 : 200,
      msg: opened ? 'common.createSuccess' : undefined,
    });
  },
});
