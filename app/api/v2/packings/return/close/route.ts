import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum } from '@/lib/http/respond';
import { returnClose } from '@/lib/domain/packing/returns';
import { returnCloseInput, returnStateSchema } from '@/lib/domain/packing/shared';

export const POST = defineRoute({
  // Receiving a returned parcel, counts and all, is everyday work (level 2).
  access: access.area('order_return', 2),
  summary:
    'Close a return packing { packing_id, lines?: [{ product_id, good?, broken?, lost?, other? }], reason? }: good defaults to the scanned count, units not accounted for are recorded as lost (packing.returnTooMany when more are counted than shipped); the good units go back into stock through one RET bill (never more than the order took out), the order moves to 141 (through 998) with its events, all in one transaction. order.alreadyReturned; a closed return packing answers as it is. Idempotency-Key honoured',
  tags: ['packing'],
  body: returnCloseInput,
  response: returnStateSchema,
  idempotent: true,
  handler: async ({ db, actor, body }) => datum(await returnClose(db, actor, body)),
});
