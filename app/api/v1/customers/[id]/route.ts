import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum, message } from '@/lib/http/respond';
import {
  customerDetailSchema,
  customerIdParams,
  updateCustomerInput,
} from '@/lib/domain/customers/schemas';
import { deleteCustomer, getCustomer, updateCustomer } from '@/lib/domain/customers/service';

export const GET = defineRoute({
  access: access.area('customer', 1),
  summary: 'A customer with all its addresses (the default first)',
  tags: ['customers'],
  params: customerIdParams,
  response: customerDetailSchema,
  handler: async ({ db, params }) => datum(await getCustomer(db, params.id)),
});

export const PUT = defineRoute({
  access: access.area('customer', 2),
  summary:
    'Edit a customer (fields left out stay); `addresses`, when given, is the whole address list: items with an id are edited, without one added, the others removed',
  tags: ['customers'],
  params: customerIdParams,
  body: updateCustomerInput,
  response: customerDetailSchema,
  handler: async ({ db, actor, params, body, requestId }) =>
    datum(await updateCustomer(db, actor, params.id, body, requestId), {
      msg: 'common.editSuccess',
    }),
});

export const DELETE = defineRoute({
  access: access.area('customer', 3),
  summary:
    'Delete a customer and its addresses; refused for a customer with orders (customer.inUse): block it instead',
  tags: ['customers'],
  params: customerIdParams,
  handler: async ({ db, actor, params, requestId }) => {
    await deleteCustomer(db, actor, params.id, requestId);
    return message('common.deleteSuccess');
  },
});
