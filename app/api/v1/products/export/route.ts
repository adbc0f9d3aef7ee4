import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { exportDateStamp, exportQuery, exportResponse } from '@/lib/export';
import { messageText } from '@/lib/export/text';
import { productListQuery } from '@/lib/domain/catalog/schemas';
import { iterateProducts, productExportColumns } from '@/lib/domain/catalog/transfer';

export const GET = defineRoute({
  access: access.area('product', 1),
  summary:
    "The products the list's filters match (q, category_id, active, has_wms_product, tag), as CSV or XLSX (streamed, id order)",
  tags: ['products'],
  query: productListQuery.omit({ page: true, limit: true, sort: true }).extend(exportQuery.shape),
  handler: async ({ db, actor, query }) =>
    exportResponse({
      format: query.format,
      filename: `products-${exportDateStamp()}`,
      columns: productExportColumns(actor.locale),
      rows: iterateProducts(db, actor.enterpriseId, query),
      sheetName: messageText(actor.locale, 'nav.products'),
    }),
});
