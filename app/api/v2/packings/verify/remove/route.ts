import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum } from '@/lib/http/respond';
import { packingStateSchema, removeInput } from '@/lib/domain/packing/shared';
import { removeUnit } from '@/lib/domain/packing/station';

export const POST = defineRoute({
  access: access.area('packing', 2),
  summary:
    'Take one unit of the barcode back out of an open packing { packing_id, barcode }. packing.nothingScanned when its line has none, common.notFound naming the barcode, packing.notOpen for a closed or cancelled packing. Idempotency-Key honoured',
  tags: ['packing'],
  body: removeInput,
  response: packingStateSchema,
  idempotent: true,
  handler: async ({ db, actor, body }) => datum(await removeUnit(db, actor, body)),
});
