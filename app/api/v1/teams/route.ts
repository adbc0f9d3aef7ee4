import { z } from 'zod';
import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum, list } from '@/lib/http/respond';
import { orgUnitInput, orgUnitListQuery, orgUnitSchema } from '@/lib/domain/org/schemas';
import { teams } from '@/lib/domain/org/service';

export const GET = defineRoute({
  access: access.signedIn(),
  summary:
    'Teams of your enterprise with their member counts: search, sort, paginated; ' +
    '`all=1` answers every match unpaged (at most 500) for pickers',
  tags: ['teams'],
  query: orgUnitListQuery,
  response: z.array(orgUnitSchema),
  handler: async ({ db, query }) => {
    const { rows, ...page } = await teams.list(db, query);
    return list(rows, page);
  },
});

export const POST = defineRoute({
  access: access.admin(),
  summary: 'Create a team (name unique in any case, optional description)',
  tags: ['teams'],
  body: orgUnitInput,
  response: orgUnitSchema,
  handler: async ({ db, actor, body, requestId }) =>
    datum(await teams.create(db, actor, body, requestId), {
      msg: 'common.createSuccess',
      status: 201,
    }),
});
