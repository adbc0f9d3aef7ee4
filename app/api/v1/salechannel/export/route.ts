import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { exportDateStamp, exportQuery, exportResponse } from '@/lib/export';
import { saleChannelListQuery } from '@/lib/domain/sale-channels/schemas';
import { saleChannelExportColumns } from '@/lib/domain/sale-channels/export';
import { iterateSaleChannels } from '@/lib/domain/sale-channels/service';

export const GET = defineRoute({
  access: access.admin(),
  summary:
    "The sale channels the list's filters match (q, type, active), as CSV or XLSX (streamed, id order)",
  tags: ['sale channels'],
  query: saleChannelListQuery
    .omit({ page: true, limit: true, all: true })
    .extend(exportQuery.shape),
  handler: async ({ db, actor, query }) =>
    exportResponse({
      format: query.format,
      filename: `sale-channels-${exportDateStamp()}`,
      columns: saleChannelExportColumns(actor.locale),
      rows: iterateSaleChannels(db, query),
      sheetName: 'Sale channels',
    }),
});
