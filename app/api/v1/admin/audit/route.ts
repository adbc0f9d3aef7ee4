import { z } from 'zod';
import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { list } from '@/lib/http/respond';
import { auditListQuery, auditRowSchema } from '@/lib/domain/admin/schemas';
import { listAudit } from '@/lib/domain/admin/audit-log';

export const GET = defineRoute({
  access: access.admin(),
  summary:
    'The audit log of your enterprise, newest first (dates are Bangkok days, at most 31); action_label and entity_label are the codes in words, in your language',
  tags: ['audit'],
  query: auditListQuery,
  response: z.array(auditRowSchema),
  handler: async ({ db, actor, query }) => {
    const { rows, total } = await listAudit(db, query, actor.locale);
    return list(rows, { total, page: query.page, limit: query.limit });
  },
});
