import { access } from '@/lib/auth/permissions';
import { contentDisposition } from '@/lib/export/content-disposition';
import { defineRoute } from '@/lib/http/define-route';
import { orderIdParams } from '@/lib/domain/orders/schemas';
import { claimPack } from '@/lib/domain/orders/claims';

export const GET = defineRoute({
  access: access.area('order_return', 1),
  summary:
    "The order's claim pack as one ZIP download: the packing video's evidence clip (first minute, at most 30 MB; none without a video), the label (the platform's when kept, else our own label PDF), the return's video if any, the claim's photos and timeline.pdf (the order's timeline in Thai). Made once the parcel left the warehouse (121, 122, 130, 998, 141, 142), else 422 order.claimPackUnavailable",
  tags: ['orders'],
  params: orderIdParams,
  handler: async ({ db, actor, params }) => {
    const pack = await claimPack(db, actor, params.id);
    return new Response(pack.stream, {
      status: 200,
      headers: {
        'Content-Type': 'application/zip',
        'Content-Disposition': contentDisposition('attachment', pack.filename),
        'X-Content-Type-Options': 'nosniff',
      },
    });
  },
});
