import { z } from 'zod';
import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum } from '@/lib/http/respond';
import { attachToPo, detachFromPo } from '@/lib/domain/purchasing';
import { MAX_ATTACHMENT_BYTES, poDetailSchema, poIdParams } from '@/lib/domain/purchasing/schemas';
import { fileField } from '@/lib/storage/file-field';

export const POST = defineRoute({
  access: access.area('po', 2),
  summary:
    'Attach a file to a purchase order (multipart: file; PDF, JPEG, PNG or WebP told by its bytes, at most 10 MB), replacing the one it had; served by GET /api/v1/files/{key} to the enterprise only. Refused on a cancelled PO (po.invalidStatus)',
  tags: ['purchasing'],
  params: poIdParams,
  body: z.object({ file: fileField }),
  response: poDetailSchema,
  maxBodyBytes: MAX_ATTACHMENT_BYTES + 64 * 1024,
  handler: async ({ db, actor, params, body, requestId }) =>
    datum(await attachToPo(db, actor, params.id, body.file, requestId), {
      msg: 'common.updateSuccess',
    }),
});

export const DELETE = defineRoute({
  access: access.area('po', 2),
  summary: "Remove a purchase order's attachment",
  tags: ['purchasing'],
  params: poIdParams,
  response: poDetailSchema,
  handler: async ({ db, actor, params, requestId }) =>
    datum(await detachFromPo(db, actor, params.id, requestId), { msg: 'common.deleteSuccess' }),
});
