import { z } from 'zod';
import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum } from '@/lib/http/respond';
import { attachReturnVideo, returnVideoSchema } from '@/lib/domain/packing/returns';
import { idParam } from '@/lib/domain/shared/list-query';
import { fileField } from '@/lib/storage/file-field';
import { MAX_VIDEO_BYTES } from '@/lib/storage/upload';

export const POST = defineRoute({
  access: access.area('order_return', 2),
  summary:
    'Attach the unboxing video of a received return (multipart: order_id, file): a WebM, MP4 or MOV told by its bytes, at most 200 MB (file.invalidType, file.tooLarge); common.notFound while the order has no received return. A second video replaces the first',
  tags: ['orders', 'packing'],
  body: z.object({ order_id: idParam, file: fileField }),
  response: returnVideoSchema,
  maxBodyBytes: MAX_VIDEO_BYTES + 64 * 1024,
  handler: async ({ db, actor, body }) =>
    datum(await attachReturnVideo(db, actor.enterpriseId, body.order_id, body.file), {
      msg: 'common.updateSuccess',
    }),
});
