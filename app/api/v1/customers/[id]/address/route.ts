import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum } from '@/lib/http/respond';
import {
  customerAddressInput,
  customerDetailSchema,
  customerIdParams,
} from '@/lib/domain/customers/schemas';
import { addCustomerAddress } from '@/lib/domain/customers/service';

export const POST = defineRoute({
  access: access.area('customer', 2),
  summary:
    'Add an address to a customer (at most 20); the first, or one with is_default, becomes the default. Answers the customer with all its addresses',
  tags: ['customers'],
  params: customerIdParams,
  body: customerAddressInput,
  response: customerDetailSchema,
  handler: async ({ db, actor, params, body, requestId }) =>
    datum(await addCustomerAddress(db, actor, params.id, body, requestId), {
      msg: 'common.createSuccess',
      status: 201,
    }),
});
