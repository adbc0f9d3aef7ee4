import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { exportDateStamp, exportQuery, exportResponse } from '@/lib/export';
import { messageText } from '@/lib/export/text';
import { orderExportColumns, orderExportRows } from '@/lib/domain/orders/export';
import { orderListQuery } from '@/lib/domain/orders/schemas';

export const GET = defineRoute({
  access: access.area('order', 1),
  summary:
    "The order lines of the orders the list's filters match (dates at most 31 Bangkok days, status, q, channels, staff), one row per line with its order's columns, as CSV or XLSX (streamed, oldest order first)",
  tags: ['orders'],
  query: orderListQuery.omit({ page: true, limit: true, sort: true }).extend(exportQuery.shape),
  handler: async ({ db, actor, query }) =>
    exportResponse({
      format: query.format,
      filename: `orders-${exportDateStamp()}`,
      columns: orderExportColumns(actor.locale),
      rows: orderExportRows(db, actor.enterpriseId, query),
      sheetName: messageText(actor.locale, 'orderExport.sheet'),
    }),
});
