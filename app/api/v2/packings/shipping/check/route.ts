import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum } from '@/lib/http/respond';
import { handOver, handOverInput, handOverResultSchema } from '@/lib/domain/packing/hand-over';

export const POST = defineRoute({
  // The packer hands parcels over, or the driver scans what they take (delivery 2).
  access: access.anyArea(['packing', 2], ['delivery', 2]),
  summary:
    'The hand-over check: a parcel scanned as the carrier takes it. { order_code (order number, platform order id or tracking number) }: a packed order (112) moves to in transit (121) with its status event. Answers { order_id, order_number, tracking_number, outcome, status }, outcome one of handed_over, already_handed_over (121/122/130/142), not_packed (100/111/114), cancelled (140), returned (998/141); only handed_over changes the order. order.notFound for an unknown code. Idempotency-Key honoured',
  tags: ['packing'],
  body: handOverInput,
  response: handOverResultSchema,
  idempotent: true,
  handler: async ({ db, actor, body, requestId }) =>
    datum(await handOver(db, actor, body, requestId)),
});
