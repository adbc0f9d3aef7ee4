import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum } from '@/lib/http/respond';
import { closePacking } from '@/lib/domain/packing/station';
import { closeInput, packingStateSchema } from '@/lib/domain/packing/shared';

export const POST = defineRoute({
  // Closing a packing is the packer's everyday work (level 2); reopening it is packing_admin's.
  access: access.area('packing', 2),
  summary:
    "Close a packing { packing_id }, in one transaction: every line complete (else packing.goodsNotEnough, Datum.missing), the units out of the packing's storage at current cost through one PCK bill linked to the packing and the order (inventory.balanceNotEnough: nothing changes), the order 111/114 -> 112 with its packing_closed event, the video key kept. A closed packing closed again changes nothing and answers 200. Answers the packing with bill_number. Idempotency-Key honoured",
  tags: ['packing'],
  body: closeInput,
  response: packingStateSchema,
  idempotent: true,
  handler: async ({ db, actor, body }) =>
    datum(await closePacking(db, actor, body.packing_id, 'normal')),
});
