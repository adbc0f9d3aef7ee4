import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { labelPrintBody, labelPrintQuery, packingLabelsPdf } from '@/lib/domain/packing/labels';
import { pdfResponse } from '@/app/api/v1/util/pdf-response';

const SUMMARY =
  'Shipping labels and packing slips of orders as one A6 PDF, in Thai: per order the label (carrier, COD amount, tracking barcode, recipient, sender, order number as Code 128 and QR) then the slip (lines to pack); layout=label or slip prints one of them. An id that is not an order of your enterprise refuses the print (order.notFound)';

export const POST = defineRoute({
  access: access.anyArea(['packing', 1], ['order', 1]),
  summary: `${SUMMARY} (ids in the body, for long batches)`,
  tags: ['packings'],
  body: labelPrintBody,
  handler: async ({ db, actor, body }) => {
    const { pdf, filename } = await packingLabelsPdf(db, actor, body);
    return pdfResponse(pdf, filename);
  },
});

export const GET = defineRoute({
  access: access.anyArea(['packing', 1], ['order', 1]),
  summary: `${SUMMARY} (order_ids=1,2,3)`,
  tags: ['packings'],
  query: labelPrintQuery,
  handler: async ({ db, actor, query }) => {
    const { pdf, filename } = await packingLabelsPdf(db, actor, query);
    return pdfResponse(pdf, filename);
  },
});
