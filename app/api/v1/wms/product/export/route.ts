import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { exportDateStamp, exportQuery, exportResponse } from '@/lib/export';
import { messageText } from '@/lib/export/text';
import { wmsProductExportColumns } from '@/lib/domain/wms/setup/export-columns';
import { iterateWmsProducts } from '@/lib/domain/wms/setup/products';
import { wmsProductListQuery } from '@/lib/domain/wms/setup/schemas';

export const GET = defineRoute({
  access: access.area('wms', 1),
  summary:
    "The warehouse products the list's filters match (q, partner_id, archived), as CSV or XLSX (streamed, id order)",
  tags: ['wms'],
  query: wmsProductListQuery
    .omit({ page: true, limit: true, sort: true })
    .extend(exportQuery.shape),
  handler: async ({ db, actor, query }) =>
    exportResponse({
      format: query.format,
      filename: `wms-products-${exportDateStamp()}`,
      columns: wmsProductExportColumns(actor.locale),
      rows: iterateWmsProducts(db, actor.enterpriseId, query),
      sheetName: messageText(actor.locale, 'nav.wmsProduct'),
    }),
});
