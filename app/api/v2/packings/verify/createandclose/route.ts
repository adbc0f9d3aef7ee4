import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum } from '@/lib/http/respond';
import { packingStateSchema, scanInput } from '@/lib/domain/packing/shared';
import { createAndClose } from '@/lib/domain/packing/station';

export const POST = defineRoute({
  // Packing and closing in one scan is everyday work, as verify/close (level 2).
  access: access.area('packing', 2),
  summary:
    "Pack a one-scan order in one call, in one transaction: open its packing, count the barcode's unit, close (stock out through a PCK bill, order 111/114 -> 112). Body as verify/createoradd. Errors as createoradd and verify/close (packing.goodsNotEnough when the order holds more units, inventory.balanceNotEnough); nothing changes on any error. An order already packed answers its closed packing unchanged. Idempotency-Key honoured",
  tags: ['packing'],
  body: scanInput,
  response: packingStateSchema,
  idempotent: true,
  handler: async ({ db, actor, body }) => datum(await createAndClose(db, actor, body)),
});
