import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { exportDateStamp, exportQuery, exportResponse } from '@/lib/export';
import { messageText } from '@/lib/export/text';
import { storageExportColumns } from '@/lib/domain/wms/setup/export-columns';
import { storageListQuery } from '@/lib/domain/wms/setup/schemas';
import { iterateStorages } from '@/lib/domain/wms/setup/storages';

export const GET = defineRoute({
  access: access.area('wms', 1),
  summary:
    "The storages the list's filters match (q, kind, archived), as CSV or XLSX (streamed, id order)",
  tags: ['wms'],
  query: storageListQuery.omit({ page: true, limit: true, sort: true }).extend(exportQuery.shape),
  handler: async ({ db, actor, query }) =>
    exportResponse({
      format: query.format,
      filename: `storages-${exportDateStamp()}`,
      columns: storageExportColumns(actor.locale),
      rows: iterateStorages(db, query),
      sheetName: messageText(actor.locale, 'nav.storage'),
    }),
});
