import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum } from '@/lib/http/respond';
import {
  videoCompleteBody,
  videoStateAnswer,
  completeVideoUpload,
} from '@/lib/domain/packing/video';

export const POST = defineRoute({
  access: access.anyArea(['packing', 2], ['order_return', 2]),
  summary:
    "Join the uploaded parts (part numbers ascending, with their ETags) into the packing's video: video_status 3 (uploaded); again after a success answers the same",
  tags: ['packings'],
  body: videoCompleteBody,
  response: videoStateAnswer,
  idempotent: true,
  handler: async ({ db, actor, body }) => datum(await completeVideoUpload(db, actor, body)),
});
