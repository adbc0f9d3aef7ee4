import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { idParams } from '@/lib/domain/shared/list-query';
import { wmsProductLabels } from '@/lib/domain/wms/setup/labels';
import { productLabelQuery } from '@/lib/domain/wms/setup/schemas';
import { pdfResponse } from '@/app/api/v1/util/pdf-response';

export const GET = defineRoute({
  access: access.area('wms', 1),
  summary:
    'Barcode labels of one warehouse product as a PDF (layout a4-3x8 or single-50x30, copies, SKU, price)',
  tags: ['wms'],
  params: idParams,
  query: productLabelQuery,
  handler: async ({ db, params, query }) => {
    const { pdf, filename } = await wmsProductLabels(db, params.id, query);
    return pdfResponse(pdf, filename);
  },
});
