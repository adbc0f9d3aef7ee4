import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum } from '@/lib/http/respond';
import { packingStateSchema, scanInput } from '@/lib/domain/packing/shared';
import { storedScanState, createOrAdd } from '@/lib/domain/packing/station';

export const POST = defineRoute({
  access: access.area('packing', 2),
  summary:
    "A station scan. { order_id | order_code (order number, platform order id or tracking number), barcode?, storage_id?, line? }: opens the order's packing if none is open, and with a barcode (the warehouse product's or a sellable product's) counts one unit of its line. Answers { packing_id, order_id, order_number, closed, complete, lines: [{ product_id, product_name, barcode, ordered, scanned }] }. packing.invalidOrderStatus (order not at 111/114), packing.goodsAlreadyAdded (line complete), common.notFound naming the barcode (not in the order), order.notFound, order.productNotLinked. Idempotency-Key honoured: a retried scan counts once",
  tags: ['packing'],
  body: scanInput,
  response: packingStateSchema,
  idempotent: true,
  // A keyed scan stores its rows with its key in the counting statement (scan.ts).
  claimedAnswer: (rows) => datum(storedScanState(rows)),
  handler: async ({ db, actor, body, claim }) => datum(await createOrAdd(db, actor, body, claim)),
});
