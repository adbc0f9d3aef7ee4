import { z } from 'zod';
import { sqlRunner, type TenantDb } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { AppError } from '@/lib/errors';
import { objectKey, putObject } from '@/lib/storage';
import { fileUrl } from '@/lib/storage/file-field';
import { acceptUpload, MAX_VIDEO_BYTES } from '@/lib/storage/upload';
import { RETURN_STATUS } from '@/lib/domain/packing/returns/list-schemas';

// POST /api/v2/orders/return/vdo: the unboxing video of a return received in one call
// (POST /api/v2/orders/return). The same rules as a packing video's: a WebM or MP4 (or a
// phone's MOV) told by its bytes, never by its name, at most MAX_VIDEO_BYTES; anything else
// is refused before it is stored, so it is never served as a video. The return station
// films its unboxing on the return packing instead (lib/domain/packing/video/).

export const RETURN_VIDEO_FOLDER = 'return-videos';

export const returnVideoSchema = z.object({
  order_id: z.number(),
  return_id: z.number(),
  return_number: z.string(),
  video_key: z.string(),
  video_url: z
    .string()
    .describe('/api/v1/files/<key>: served to signed-in users of the enterprise'),
});
export type ReturnVideo = z.infer<typeof returnVideoSchema>;

export async function attachReturnVideo(
  db: TenantDb,
  enterpriseId: number,
  orderId: number,
  file: File,
): Promise<ReturnVideo> {
  const e = enterpriseId;
  const run = sqlRunner(db);
  const [found] = await run.rows<{ id: number; return_number: string }>(Prisma.sql`
    SELECT r.id::int AS id, r.return_number FROM returns r
     WHERE r.enterprise_id = ${e} AND r.order_id = ${orderId}
       AND r.status = ${RETURN_STATUS.Closed}`);
  if (!found) throw new AppError('common.notFound', `no received return of order ${orderId}`);
  const { buffer, contentType, ext } = await acceptUpload(file, {
    kinds: ['video'],
    maxBytes: MAX_VIDEO_BYTES,
  });
  const key = objectKey(e, RETURN_VIDEO_FOLDER, ext);
  await putObject(key, buffer, { contentType });
  await run.rows(Prisma.sql`
    UPDATE returns SET video_key = ${key}, updated_at = now()
     WHERE id = ${found.id} AND enterprise_id = ${e}
    RETURNING 1 AS ok`);
  return {
    order_id: orderId,
    return_id: found.id,
    return_number: found.return_number,
    video_key: key,
    video_url: fileUrl(key),
  };
}
