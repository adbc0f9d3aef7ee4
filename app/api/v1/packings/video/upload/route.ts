import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { AppError } from '@/lib/errors';
import { datum } from '@/lib/http/respond';
import { putLocalPart, verifyLocalPartUrl } from '@/lib/storage/multipart';
import { localPartQuery, VIDEO_PART_SIZE } from '@/lib/domain/packing/video';

// The local-disk stand-in for S3's presigned part PUT (development and tests without S3):
// the URL's signature is the permission, as on S3, so no session is needed.
export const PUT = defineRoute({
  access: access.public(),
  summary:
    'Take one part of a packing video upload when the app stores files on its own disk (the URL comes from POST /api/v1/packings/video/parts); the body is the raw bytes, the ETag header the part ETag',
  tags: ['packings'],
  query: localPartQuery,
  maxBodyBytes: VIDEO_PART_SIZE,
  handler: async ({ req, query }) => {
    const verdict = verifyLocalPartUrl({
      uploadId: query.upload_id,
      partNumber: query.part_number,
      expires: query.expires,
      signature: query.signature,
    });
    if (verdict !== 'ok')
      throw new AppError(
        'common.invalidParameter',
        verdict === 'expired' ? 'the part URL has expired' : 'the part URL is not valid',
      );
    const etag = await putLocalPart(query.upload_id, query.part_number, req.body, VIDEO_PART_SIZE);
    return datum({ part_number: query.part_number, etag }, { headers: { ETag: etag } });
  },
});
