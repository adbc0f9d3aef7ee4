import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum } from '@/lib/http/respond';
import { closePacking } from '@/lib/domain/packing/station';
import { closeInput, packingStateSchema } from '@/lib/domain/packing/shared';

export const POST = defineRoute({
  access: access.area('packing_admin', 3),
  summary:
    "packing_admin's close { packing_id }: as verify/close, but lines need not be complete: the scanned units leave stock and the order is part shipped (111 -> 114; the next packing holds the rest). packing.goodsNotEnough only when nothing is scanned. Idempotency-Key honoured",
  tags: ['packing'],
  body: closeInput,
  response: packingStateSchema,
  idempotent: true,
  handler: async ({ db, actor, body }) =>
    datum(await closePacking(db, actor, body.packing_id, 'admin')),
});
