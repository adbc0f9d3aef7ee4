import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { idParams } from '@/lib/domain/shared/list-query';
import { datum, message } from '@/lib/http/respond';
import { deletePartner, getPartner, updatePartner } from '@/lib/domain/wms/setup/partners';
import { partnerSchema, updatePartnerInput } from '@/lib/domain/wms/setup/schemas';

export const GET = defineRoute({
  access: access.area('wms', 1),
  summary: 'One partner',
  tags: ['wms'],
  params: idParams,
  response: partnerSchema,
  handler: async ({ db, params }) => datum(await getPartner(db, params.id)),
});

export const PUT = defineRoute({
  access: access.admin(),
  summary: "Edit a partner (fields left out stay; '' or null clears an optional one)",
  tags: ['wms'],
  params: idParams,
  body: updatePartnerInput,
  response: partnerSchema,
  handler: async ({ db, actor, params, body, requestId }) =>
    datum(await updatePartner(db, actor, params.id, body, requestId), {
      msg: 'common.editSuccess',
    }),
});

export const DELETE = defineRoute({
  access: access.admin(),
  summary:
    'Delete a partner: refused while warehouse products or purchase orders name it (partner.inUse)',
  tags: ['wms'],
  params: idParams,
  handler: async ({ db, actor, params, requestId }) => {
    await deletePartner(db, actor, params.id, requestId);
    return message('common.deleteSuccess');
  },
});
