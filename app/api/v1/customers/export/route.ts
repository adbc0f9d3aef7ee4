import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { exportDateStamp, exportQuery, exportResponse } from '@/lib/export';
import { messageText } from '@/lib/export/text';
import { customerListQuery } from '@/lib/domain/customers/schemas';
import { customerExportColumns, iterateCustomers } from '@/lib/domain/customers/transfer';

export const GET = defineRoute({
  access: access.area('customer', 1),
  summary:
    "The customers the list's filters match (q, status), with their default address, as CSV or XLSX (streamed, id order)",
  tags: ['customers'],
  query: customerListQuery.omit({ page: true, limit: true }).extend(exportQuery.shape),
  handler: async ({ db, actor, query }) =>
    exportResponse({
      format: query.format,
      filename: `customers-${exportDateStamp()}`,
      columns: customerExportColumns(actor.locale),
      rows: iterateCustomers(db, query),
      sheetName: messageText(actor.locale, 'customers.title'),
    }),
});
