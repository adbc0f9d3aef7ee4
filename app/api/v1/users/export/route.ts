import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { exportDateStamp, exportQuery, exportResponse } from '@/lib/export';
import { messageText } from '@/lib/export/text';
import { userListQuery } from '@/lib/domain/admin/schemas';
import { userExportColumns } from '@/lib/domain/admin/user-export';
import { iterateUsers } from '@/lib/domain/admin/users';

export const GET = defineRoute({
  access: access.admin(),
  summary:
    "The users the list's filters match (q, group_id, status), as CSV or XLSX (streamed, id order)",
  tags: ['users'],
  query: userListQuery.omit({ page: true, limit: true }).extend(exportQuery.shape),
  handler: async ({ db, actor, query }) =>
    exportResponse({
      format: query.format,
      filename: `users-${exportDateStamp()}`,
      columns: userExportColumns(actor.locale),
      rows: iterateUsers(db, query),
      sheetName: messageText(actor.locale, 'users.title'),
    }),
});
