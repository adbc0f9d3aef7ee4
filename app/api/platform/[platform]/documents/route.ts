import { z } from 'zod';
import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { platformConnector, platformFromPath } from '@/lib/domain/platforms/connectors';
import { platformParams } from '@/lib/domain/platforms/schemas';
import { platformDocumentView } from '@/lib/domain/platforms/shops/platform-view';

const query = z.object({
  shop_id: z.string().trim().min(1).max(100),
  order_id: z.string().trim().min(1).max(100),
});

export const GET = defineRoute({
  access: access.admin(),
  summary: "An order's shipping document (label) fetched from the platform now",
  tags: ['platforms'],
  params: platformParams,
  query,
  handler: async ({ db, params, query: q }) => {
    const doc = await platformDocumentView(
      db,
      platformConnector(platformFromPath(params.platform)),
      { shopId: q.shop_id, orderId: q.order_id },
    );
    return new Response(new Uint8Array(doc.body), {
      status: 200,
      headers: {
        'content-type': doc.contentType,
        'content-disposition': `inline; filename="document-${q.order_id.replace(/[^\w-]/g, '')}.pdf"`,
        'cache-control': 'private, no-store',
      },
    });
  },
});
