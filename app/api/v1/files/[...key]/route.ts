import { Readable } from 'node:stream';
import { z } from 'zod';
import { access } from '@/lib/auth/permissions';
import { contentDisposition } from '@/lib/export/content-disposition';
import { defineRoute } from '@/lib/http/define-route';
import { readOwnObject, servedInline } from '@/lib/storage/files';

export const GET = defineRoute({
  access: access.signedIn(),
  summary:
    "A stored file of your enterprise (another enterprise's key answers 404); images, video and PDF inline, anything else as a download",
  tags: ['files'],
  params: z.object({
    key: z
      .array(z.string().max(200))
      .min(1)
      .max(12)
      .describe('the object key, e.g. 1/product-images/2026/11/<uuid>.jpg'),
  }),
  handler: async ({ actor, params }) => {
    const key = params.key.join('/');
    const object = await readOwnObject(actor, key);
    const inline = servedInline(object.contentType);
    return new Response(Readable.toWeb(object.body) as ReadableStream<Uint8Array>, {
      status: 200,
      headers: {
        'Content-Type': object.contentType,
        ...(object.size ? { 'Content-Length': String(object.size) } : {}),
        'Content-Disposition': contentDisposition(
          inline ? 'inline' : 'attachment',
          key.slice(key.lastIndexOf('/') + 1),
        ),
        // Slips and bill photos must not stay in a shared computer's cache after sign-out.
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
        // Nothing uploaded runs as a page of our origin, even if a browser rendered it.
        'Content-Security-Policy': 'sandbox',
      },
    });
  },
});
