import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { labelPrintQuery, packingLabelsPdf } from '@/lib/domain/packing/labels';
import { pdfResponse } from '@/app/api/v1/util/pdf-response';

// v2 keeps v1's GET: the same service and the same PDF.
export const GET = defineRoute({
  access: access.anyArea(['packing', 1], ['order', 1]),
  summary:
    'Shipping labels and packing slips of orders (order_ids=1,2,3) as one A6 PDF, as GET /api/v1/packings/print',
  tags: ['packings'],
  query: labelPrintQuery,
  handler: async ({ db, actor, query }) => {
    const { pdf, filename } = await packingLabelsPdf(db, actor, query);
    return pdfResponse(pdf, filename);
  },
});
