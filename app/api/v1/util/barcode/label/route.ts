import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { barcodeLabels } from '@/lib/domain/wms/setup/labels';
import { barcodeLabelQuery } from '@/lib/domain/wms/setup/schemas';
import { pdfResponse } from '@/app/api/v1/util/pdf-response';

export const GET = defineRoute({
  access: access.area('wms', 1),
  summary:
    'Barcode labels as a PDF for barcodes of the enterprise’s products (codes=a,b; layout a4-3x8 or single-50x30; copies)',
  tags: ['wms'],
  query: barcodeLabelQuery,
  handler: async ({ db, query }) => {
    const { pdf, filename } = await barcodeLabels(db, query);
    return pdfResponse(pdf, filename);
  },
});
