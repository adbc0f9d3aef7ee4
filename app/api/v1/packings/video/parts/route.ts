import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum } from '@/lib/http/respond';
import {
  videoPartsBody,
  videoPartsQuery,
  videoPartUrlsAnswer,
  videoUploadedPartsAnswer,
  uploadedVideoParts,
  videoPartUrls,
} from '@/lib/domain/packing/video';

export const POST = defineRoute({
  access: access.anyArea(['packing', 2], ['order_return', 2]),
  summary:
    'URLs to PUT parts of a packing video upload to (valid 30 minutes; each answer carries the part ETag header)',
  tags: ['packings'],
  body: videoPartsBody,
  response: videoPartUrlsAnswer,
  handler: async ({ db, actor, body }) => datum(await videoPartUrls(db, actor, body)),
});

export const GET = defineRoute({
  access: access.anyArea(['packing', 2], ['order_return', 2]),
  summary:
    'The parts of a packing video upload that already arrived, so that an interrupted upload sends only the rest (listed: false when the storage cannot list parts: send them all again)',
  tags: ['packings'],
  query: videoPartsQuery,
  response: videoUploadedPartsAnswer,
  handler: async ({ db, actor, query }) => datum(await uploadedVideoParts(db, actor, query)),
});
