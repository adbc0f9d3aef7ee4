import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum } from '@/lib/http/respond';
import { returnCreate } from '@/lib/domain/packing/returns';
import { returnCreateInput, returnStateSchema } from '@/lib/domain/packing/shared';

export const POST = defineRoute({
  access: access.area('order_return', 2),
  summary:
    "Receive a returned parcel { order_id | order_code, barcode?, storage_id?, line?, reason? }: opens the order's return packing (kind 2) and its return if none is open, its lines the units the order's bills took out; a barcode counts one good unit. The order must have left (121, 122, 130, 998): order.alreadyReturned at 141, else packing.invalidOrderStatus. Idempotency-Key honoured",
  tags: ['packing'],
  body: returnCreateInput,
  response: returnStateSchema,
  idempotent: true,
  handler: async ({ db, actor, body }) => datum(await returnCreate(db, actor, body)),
});
