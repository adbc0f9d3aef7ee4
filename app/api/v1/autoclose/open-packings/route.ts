import { z } from 'zod';
import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { list } from '@/lib/http/respond';
import {
  listOpenPackings,
  openPackingSchema,
  openPackingsQuery,
} from '@/lib/domain/packing/auto-close';

export const GET = defineRoute({
  access: access.admin(),
  summary:
    'Packings still open that were opened before today (Bangkok), the longest open first: for a supervisor to finish or cancel',
  tags: ['autoclose'],
  query: openPackingsQuery,
  response: z.array(openPackingSchema),
  handler: async ({ db, query }) => {
    const { rows, total } = await listOpenPackings(db, query);
    return list(rows, { total, page: query.page, limit: query.limit });
  },
});
