import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum } from '@/lib/http/respond';
import { adminCreateOrAdd } from '@/lib/domain/packing/station';
import { adminScanInput, packingStateSchema } from '@/lib/domain/packing/shared';

export const POST = defineRoute({
  // Reopening or recounting what somebody else closed is a supervisor's correction.
  access: access.area('packing_admin', 3),
  summary:
    "packing_admin's createoradd { order_id | order_code, barcode?, scanned?, storage_id?, line? }: an order already packed (112) has its closed packing reopened (its units back into stock through a RET bill, the order 112 -> 111); with scanned, the barcode's line is set to that count (0..ordered) instead of counting one. Idempotency-Key honoured",
  tags: ['packing'],
  body: adminScanInput,
  response: packingStateSchema,
  idempotent: true,
  handler: async ({ db, actor, body }) => datum(await adminCreateOrAdd(db, actor, body)),
});
