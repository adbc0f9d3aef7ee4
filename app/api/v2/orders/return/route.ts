import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum } from '@/lib/http/respond';
import {
  receiveReturn,
  receiveReturnInput,
  receivedReturnSchema,
} from '@/lib/domain/packing/returns';

export const POST = defineRoute({
  // Receiving a returned parcel is everyday work (level 2), as at the return station.
  access: access.area('order_return', 2),
  summary:
    'Receive and close a return in one call { order_id, storage_id?, note?, lines: [{ product_id (warehouse product), good, broken, lost, other }] }: units not accounted for are lost, more than the order shipped is packing.returnTooMany; the good units go back into stock at the cost they left with through one RET bill; the order moves to 141 (through 998) with its events; all in one transaction. order.alreadyReturned (409) on a second return; an order that has not left the warehouse is packing.invalidOrderStatus. Idempotency-Key honoured',
  tags: ['orders', 'packing'],
  body: receiveReturnInput,
  response: receivedReturnSchema,
  idempotent: true,
  handler: async ({ db, actor, body }) =>
    datum(await receiveReturn(db, actor, body), { msg: 'common.createSuccess', status: 201 }),
});
