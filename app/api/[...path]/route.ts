import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { AppError } from '@/lib/errors';
import { edgeRefusal } from '@/lib/http/server-edge';

// Any /api call no other route answers well gets the JSON envelope here, never Next's HTML
// 404, empty 405 or bare 500: the server's edge (lib/http/server-edge.ts) sends a path
// that does not decode, an unknown path or a method the route does not take here, with
// its refusal. The body is not read, and the connection is closed rather than drained.
const refuse = defineRoute({
  access: access.public(),
  summary: 'Any other /api path or method: 404, 405 (with Allow) or 400 in the error envelope',
  tags: ['meta'],
  handler: async ({ req }) => {
    const refusal = edgeRefusal(req.headers);
    const headers: Record<string, string> = { Connection: 'close' };
    if (refusal?.status === 405) headers.Allow = refusal.allow;
    throw new AppError(
      refusal?.key ?? 'common.notFound',
      refusal?.cause ?? 'no such API path',
      headers,
    );
  },
});

export const GET = refuse;
export const POST = refuse;
export const PUT = refuse;
export const PATCH = refuse;
export const DELETE = refuse;
