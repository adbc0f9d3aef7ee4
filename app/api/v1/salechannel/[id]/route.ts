import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum, message } from '@/lib/http/respond';
import {
  saleChannelIdParams,
  saleChannelSchema,
  updateSaleChannelInput,
} from '@/lib/domain/sale-channels/schemas';
import {
  deleteSaleChannel,
  getSaleChannel,
  updateSaleChannel,
} from '@/lib/domain/sale-channels/service';

export const GET = defineRoute({
  access: access.signedIn(),
  summary: 'One sale channel of your enterprise',
  tags: ['sale channels'],
  params: saleChannelIdParams,
  response: saleChannelSchema,
  handler: async ({ db, params }) => datum(await getSaleChannel(db, params.id)),
});

export const PUT = defineRoute({
  access: access.admin(),
  summary: 'Edit a sale channel; `active: false` deactivates it (hidden from pickers)',
  tags: ['sale channels'],
  params: saleChannelIdParams,
  body: updateSaleChannelInput,
  response: saleChannelSchema,
  handler: async ({ db, actor, params, body, requestId }) =>
    datum(await updateSaleChannel(db, actor, params.id, body, requestId), {
      msg: 'common.editSuccess',
    }),
});

export const DELETE = defineRoute({
  access: access.admin(),
  summary:
    'Delete a sale channel; refused (saleChannel.inUse) while users, orders or platform shops use it: deactivate it instead',
  tags: ['sale channels'],
  params: saleChannelIdParams,
  handler: async ({ db, actor, params, requestId }) => {
    await deleteSaleChannel(db, actor, params.id, requestId);
    return message('common.deleteSuccess');
  },
});
