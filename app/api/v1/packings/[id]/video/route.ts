import { Readable } from 'node:stream';
import { access } from '@/lib/auth/permissions';
import { contentDisposition } from '@/lib/export/content-disposition';
import { defineRoute } from '@/lib/http/define-route';
import { errorBody } from '@/lib/http/respond';
import { idParams } from '@/lib/domain/shared/list-query';
import { packingVideo, parseRange, readPackingVideo } from '@/lib/domain/packing/video';

export const GET = defineRoute({
  access: access.anyArea(['packing', 1], ['order', 1], ['order_return', 1]),
  summary:
    "The packing's video for the order detail's player, streamed from storage; honours a single Range (206), so the player can seek",
  tags: ['packings'],
  params: idParams,
  handler: async ({ db, params, req }) => {
    const video = await packingVideo(db, params.id);
    const range = parseRange(req.headers.get('range'), video.size);
    const common = {
      'Content-Type': video.contentType,
      'Accept-Ranges': 'bytes',
      'Content-Disposition': contentDisposition('inline', video.name),
      // A parcel's contents and label: nothing kept in a shared computer's cache.
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    };
    if (range.kind === 'none') {
      return Response.json(errorBody('common.invalidParameter', 'range not satisfiable'), {
        status: 416,
        headers: { 'Content-Range': `bytes */${video.size}` },
      });
    }
    const part = range.kind === 'part' ? range.range : undefined;
    const body = await readPackingVideo(video, part);
    const stream = Readable.toWeb(body) as ReadableStream<Uint8Array>;
    if (!part) {
      return new Response(stream, {
        status: 200,
        headers: { ...common, 'Content-Length': String(video.size) },
      });
    }
    return new Response(stream, {
      status: 206,
      headers: {
        ...common,
        'Content-Length': String(part.end - part.start + 1),
        'Content-Range': `bytes ${part.start}-${part.end}/${video.size}`,
      },
    });
  },
});
