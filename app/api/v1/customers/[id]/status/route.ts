import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum } from '@/lib/http/respond';
import {
  customerDetailSchema,
  customerIdParams,
  customerStatusInput,
} from '@/lib/domain/customers/schemas';
import { setCustomerStatus } from '@/lib/domain/customers/service';

export const PUT = defineRoute({
  access: access.area('customer', 3),
  summary:
    'Block (2) or unblock (1) a customer; unblocking is refused when an active customer has its phone (customer.duplicatePhone)',
  tags: ['customers'],
  params: customerIdParams,
  body: customerStatusInput,
  response: customerDetailSchema,
  handler: async ({ db, actor, params, body, requestId }) =>
    datum(await setCustomerStatus(db, actor, params.id, body.status, requestId), {
      msg: 'common.updateSuccess',
    }),
});
