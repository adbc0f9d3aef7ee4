import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { idParams } from '@/lib/domain/shared/list-query';
import { platformLabel } from '@/lib/domain/platforms/shipments/platform-label';

// The packing station prints the platform's own label of a platform order.
export const GET = defineRoute({
  access: access.anyArea(['packing', 2], ['order', 1]),
  summary: "A platform order's own shipping label (PDF); 409 while the shipment is arranged",
  tags: ['platforms'],
  params: idParams,
  handler: async ({ db, params }) => {
    const label = await platformLabel(db, params.id);
    return new Response(new Uint8Array(label.body), {
      status: 200,
      headers: {
        'content-type': label.contentType,
        'content-disposition': `inline; filename="label-${params.id}.pdf"`,
        'cache-control': 'private, no-store',
      },
    });
  },
});
