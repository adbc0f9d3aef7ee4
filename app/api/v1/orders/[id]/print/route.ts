import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { orderIdParams } from '@/lib/domain/orders/schemas';
import { orderPrintPdf } from '@/lib/domain/orders/print-pdf';
import { pdfResponse } from '@/app/api/v1/util/pdf-response';

export const GET = defineRoute({
  access: access.area('order', 1),
  summary:
    'The order as an A4 PDF order sheet / packing slip (shop, order number barcode, recipient, carrier and tracking, lines, amounts, COD amount, seller note), shown inline',
  tags: ['orders'],
  params: orderIdParams,
  handler: async ({ db, actor, params }) => {
    const { pdf, filename } = await orderPrintPdf(db, actor, params.id);
    return pdfResponse(pdf, filename);
  },
});
