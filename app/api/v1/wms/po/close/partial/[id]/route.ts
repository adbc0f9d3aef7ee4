import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { idParams } from '@/lib/domain/shared/list-query';
import { datum } from '@/lib/http/respond';
import {
  MAX_DELIVERY_PHOTO_BYTES,
  receiptAnswerSchema,
  receivePoInput,
  receivePurchaseOrder,
} from '@/lib/domain/purchasing/receive';

export const PUT = defineRoute({
  access: access.area('po', 2),
  summary:
    "Receive a purchase order: one stock-in bill (linked to the PO) into its storage at the lines' unit costs, all or nothing; the PO becomes 2, or 3 when every line is in. close: true (po 3) closes it after the receipt, or short without lines (reason required when something stays open). JSON, or multipart with the delivery-note photo as file (JPEG/PNG/WebP, 10 MB) and lines as a JSON string. 422 po.overReceive, po.nothingToReceive, po.invalidStatus. Idempotency-Key honoured",
  tags: ['po'],
  params: idParams,
  body: receivePoInput,
  response: receiptAnswerSchema,
  idempotent: true,
  maxBodyBytes: MAX_DELIVERY_PHOTO_BYTES + 256 * 1024,
  handler: async ({ db, actor, params, body }) =>
    datum(await receivePurchaseOrder(db, actor, params.id, body), { msg: 'common.updateSuccess' }),
});
