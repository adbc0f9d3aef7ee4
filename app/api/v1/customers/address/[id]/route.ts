import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum } from '@/lib/http/respond';
import { idParams } from '@/lib/domain/shared/list-query';
import { customerDetailSchema, updateCustomerAddressInput } from '@/lib/domain/customers/schemas';
import { deleteCustomerAddress, updateCustomerAddress } from '@/lib/domain/customers/service';

export const PUT = defineRoute({
  access: access.area('customer', 2),
  summary:
    'Edit one customer address (fields left out stay); is_default: true makes it the default in place of the old one. Answers the customer with all its addresses',
  tags: ['customers'],
  params: idParams,
  body: updateCustomerAddressInput,
  response: customerDetailSchema,
  handler: async ({ db, actor, params, body, requestId }) =>
    datum(await updateCustomerAddress(db, actor, params.id, body, requestId), {
      msg: 'common.editSuccess',
    }),
});

export const DELETE = defineRoute({
  access: access.area('customer', 2),
  summary:
    'Remove one customer address; when it was the default, the oldest remaining one becomes the default. Answers the customer with its addresses',
  tags: ['customers'],
  params: idParams,
  response: customerDetailSchema,
  handler: async ({ db, actor, params, requestId }) =>
    datum(await deleteCustomerAddress(db, actor, params.id, requestId), {
      msg: 'common.deleteSuccess',
    }),
});
