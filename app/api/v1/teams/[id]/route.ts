import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum, message } from '@/lib/http/respond';
import { orgUnitIdParams, orgUnitSchema, updateOrgUnitInput } from '@/lib/domain/org/schemas';
import { teams } from '@/lib/domain/org/service';

export const GET = defineRoute({
  access: access.signedIn(),
  summary: 'One team of your enterprise with its member count',
  tags: ['teams'],
  params: orgUnitIdParams,
  response: orgUnitSchema,
  handler: async ({ db, params }) => datum(await teams.get(db, params.id)),
});

export const PUT = defineRoute({
  access: access.admin(),
  summary: 'Edit a team (fields left out stay)',
  tags: ['teams'],
  params: orgUnitIdParams,
  body: updateOrgUnitInput,
  response: orgUnitSchema,
  handler: async ({ db, actor, params, body, requestId }) =>
    datum(await teams.update(db, actor, params.id, body, requestId), { msg: 'common.editSuccess' }),
});

export const DELETE = defineRoute({
  access: access.admin(),
  summary: 'Delete a team; refused (team.inUse) while users belong to it',
  tags: ['teams'],
  params: orgUnitIdParams,
  handler: async ({ db, actor, params, requestId }) => {
    await teams.remove(db, actor, params.id, requestId);
    return message('common.deleteSuccess');
  },
});
