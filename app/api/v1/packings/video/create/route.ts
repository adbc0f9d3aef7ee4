import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum } from '@/lib/http/respond';
import { videoCreateAnswer, videoCreateBody, createVideoUpload } from '@/lib/domain/packing/video';

export const POST = defineRoute({
  access: access.anyArea(['packing', 2], ['order_return', 2]),
  summary:
    "Start the resumable upload of a packing's video (video/webm or video/mp4, at most 500 MB): answers the upload id, the object key and how to cut the file into parts; the packing's video_status becomes 2 (uploading)",
  tags: ['packings'],
  body: videoCreateBody,
  response: videoCreateAnswer,
  idempotent: true,
  handler: async ({ db, actor, body }) =>
    datum(await createVideoUpload(db, actor, body), { status: 201 }),
});
