import { z } from 'zod';
import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum, list } from '@/lib/http/respond';
import {
  createCustomerInput,
  customerDetailSchema,
  customerListQuery,
  customerRowSchema,
} from '@/lib/domain/customers/schemas';
import { createCustomer, listCustomers } from '@/lib/domain/customers/service';

export const GET = defineRoute({
  access: access.area('customer', 1),
  summary:
    'Customers: search name or phone, filter by status, sort, paginated; each with its address count and default address',
  tags: ['customers'],
  query: customerListQuery,
  response: z.array(customerRowSchema),
  handler: async ({ db, query }) => {
    const { rows, total } = await listCustomers(db, query);
    return list(rows, { total, page: query.page, limit: query.limit });
  },
});

export const POST = defineRoute({
  access: access.area('customer', 2),
  summary:
    'Create a customer with its addresses (phone unique among active customers: customer.duplicatePhone; the first address marked is_default, else the first, is the default)',
  tags: ['customers'],
  body: createCustomerInput,
  response: customerDetailSchema,
  handler: async ({ db, actor, body, requestId }) =>
    datum(await createCustomer(db, actor, body, requestId), {
      msg: 'common.createSuccess',
      status: 201,
    }),
});
