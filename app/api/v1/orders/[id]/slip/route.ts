import { z } from 'zod';
import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum } from '@/lib/http/respond';
import { orderIdParams, slipResultSchema } from '@/lib/domain/orders/schemas';
import { uploadSlip } from '@/lib/domain/orders/slip';
import { fileField } from '@/lib/storage/file-field';
import { MAX_IMAGE_BYTES } from '@/lib/storage/upload';

export const POST = defineRoute({
  access: access.anyArea(['order', 2], ['payment', 2]),
  summary:
    "Attach a payment slip (multipart: file; an image of at most 5 MB). The slip's QR code is read on the server: slip_ref and slip_bank, and slip_used_by lists other orders with the same slip. Refused at 140, 141, 142",
  tags: ['orders', 'payments'],
  params: orderIdParams,
  body: z.object({ file: fileField }),
  response: slipResultSchema,
  maxBodyBytes: MAX_IMAGE_BYTES + 64 * 1024,
  handler: async ({ db, actor, params, body, requestId }) =>
    datum(await uploadSlip(db, actor, params.id, body.file, requestId), {
      msg: 'common.updateSuccess',
    }),
});
