import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum, message } from '@/lib/http/respond';
import { orgUnitIdParams, orgUnitSchema, updateOrgUnitInput } from '@/lib/domain/org/schemas';
import { departments } from '@/lib/domain/org/service';

export const GET = defineRoute({
  access: access.signedIn(),
  summary: 'One department of your enterprise with its member count',
  tags: ['departments'],
  params: orgUnitIdParams,
  response: orgUnitSchema,
  handler: async ({ db, params }) => datum(await departments.get(db, params.id)),
});

export const PUT = defineRoute({
  access: access.admin(),
  summary: 'Edit a department (fields left out stay)',
  tags: ['departments'],
  params: orgUnitIdParams,
  body: updateOrgUnitInput,
  response: orgUnitSchema,
  handler: async ({ db, actor, params, body, requestId }) =>
    datum(await departments.update(db, actor, params.id, body, requestId), {
      msg: 'common.editSuccess',
    }),
});

export const DELETE = defineRoute({
  access: access.admin(),
  summary: 'Delete a department; refused (department.inUse) while users belong to it',
  tags: ['departments'],
  params: orgUnitIdParams,
  handler: async ({ db, actor, params, requestId }) => {
    await departments.remove(db, actor, params.id, requestId);
    return message('common.deleteSuccess');
  },
});
