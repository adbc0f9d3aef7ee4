import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum } from '@/lib/http/respond';
import { adminDelete } from '@/lib/domain/packing/station';
import { adminDeleteInput, packingStateSchema } from '@/lib/domain/packing/shared';

export const POST = defineRoute({
  access: access.area('packing_admin', 3),
  summary:
    "packing_admin: { packing_id, barcode }: that line's scanned count back to 0 (open packing); { packing_id }: the packing cancelled, a closed one reopened first (units back into stock, order 112 -> 111). Idempotency-Key honoured",
  tags: ['packing'],
  body: adminDeleteInput,
  response: packingStateSchema,
  idempotent: true,
  handler: async ({ db, actor, body }) => datum(await adminDelete(db, actor, body)),
});
