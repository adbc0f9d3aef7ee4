import { z } from 'zod';
import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum, list } from '@/lib/http/respond';
import { listOrders } from '@/lib/domain/orders/list';
import {
  createOrderInput,
  orderDetailSchema,
  orderListQuery,
  orderRowSchema,
} from '@/lib/domain/orders/schemas';
import { createOrder } from '@/lib/domain/orders/service';

export const GET = defineRoute({
  access: access.area('order', 1),
  summary:
    'Orders: Bangkok date range (at most 31 days: order.dateRangeTooLong), status (one code or a comma list; 999 = 121 + 130), sale channel, payment method and type, shipping provider, platform, staff; q over order number, platform order id, recipient name, phone and tracking number',
  tags: ['orders'],
  query: orderListQuery,
  response: z.array(orderRowSchema),
  handler: async ({ db, actor, query }) => {
    const { rows, total } = await listOrders(db, actor.enterpriseId, query);
    return list(rows, { total, page: query.page, limit: query.limit });
  },
});

export const POST = defineRoute({
  access: access.area('order', 2),
  summary:
    'Create an order: the server computes every amount from the lines; it starts at 111 for cash on delivery and platform-paid methods, else 100, with the next order number of its Bangkok day (SO + yyMMdd + running number). Honours Idempotency-Key',
  tags: ['orders'],
  body: createOrderInput,
  response: orderDetailSchema,
  idempotent: true,
  handler: async ({ db, actor, body, requestId }) =>
    datum(await createOrder(db, actor, body, requestId), {
      msg: 'common.createSuccess',
      status: 201,
    }),
});
