import { z } from 'zod';
import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { list } from '@/lib/http/respond';
import { auditListQuery, auditRowSchema } from '@/lib/domain/admin/schemas';
import { listAudit } from '@/lib/domain/admin/audit-log';

export const GET = defineRoute({
  access: access.admin(),
  summary: 'The audit log of your enterprise, newest first (dates are Bangkok days, at most 31)',
  tags: ['audit'],
  query: auditListQuery,
  response: z.array(auditRowSchema),
  handler: async ({ db, query }) => {
    const { rows, total } = await listAudit(db, query);
    return list(rows, { total, page: query.page, limit: query.limit });
  },
});
