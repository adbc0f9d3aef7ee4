import { access } from '@/lib/auth/permissions';
import { contentDisposition } from '@/lib/export/content-disposition';
import { defineRoute } from '@/lib/http/define-route';
import { idParams } from '@/lib/domain/shared/list-query';
import { packingVideoEvidence, evidenceQuery } from '@/lib/domain/packing/video';

export const GET = defineRoute({
  access: access.anyArea(['packing', 1], ['order', 1], ['order_return', 1]),
  summary:
    "The start of the packing's video within a marketplace's evidence limits (default Shopee's: 60 s, 30 MB), as a download. WebM is cut at the last frame before the limits; MP4 is given whole when it fits, else file.tooLarge. X-Video-Duration-Ms and X-Video-Trimmed describe the result",
  tags: ['packings'],
  params: idParams,
  query: evidenceQuery,
  handler: async ({ db, params, query }) => {
    const evidence = await packingVideoEvidence(db, params.id, query);
    return new Response(new Uint8Array(evidence.bytes), {
      status: 200,
      headers: {
        'Content-Type': evidence.contentType,
        'Content-Length': String(evidence.bytes.length),
        'Content-Disposition': contentDisposition('attachment', evidence.name),
        'X-Video-Duration-Ms': String(evidence.durationMs ?? ''),
        'X-Video-Trimmed': evidence.trimmed ? '1' : '0',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  },
});
