import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum } from '@/lib/http/respond';
import { videoAbortBody, videoStateAnswer, abortVideoUpload } from '@/lib/domain/packing/video';

export const POST = defineRoute({
  access: access.anyArea(['packing', 2], ['order_return', 2]),
  summary:
    'Drop a packing video upload and its parts (a recording thrown away); a video uploaded before stays',
  tags: ['packings'],
  body: videoAbortBody,
  response: videoStateAnswer,
  handler: async ({ db, actor, body }) => datum(await abortVideoUpload(db, actor, body)),
});
