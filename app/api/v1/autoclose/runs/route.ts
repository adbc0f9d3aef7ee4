import { z } from 'zod';
import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { list } from '@/lib/http/respond';
import { listRuns, autoCloseRunSchema, autoCloseRunsQuery } from '@/lib/domain/packing/auto-close';

export const GET = defineRoute({
  access: access.admin(),
  summary: 'Auto-close run history, newest first (status 1 running, 2 succeeded, 3 failed)',
  tags: ['autoclose'],
  query: autoCloseRunsQuery,
  response: z.array(autoCloseRunSchema),
  handler: async ({ db, query }) => {
    const { rows, total } = await listRuns(db, query);
    return list(rows, { total, page: query.page, limit: query.limit });
  },
});
