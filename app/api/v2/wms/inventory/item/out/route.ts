import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum } from '@/lib/http/respond';
import {
  MAX_STOCK_BILL_REQUEST_BYTES,
  STOCK_BILL_ANSWER,
} from '@/app/api/v2/wms/inventory/stock-bill-request';
import { stockOut, stockBillSchema, stockOutInput } from '@/lib/domain/wms/inventory/writes';

export const POST = defineRoute({
  access: access.area('wms', 2),
  summary: `Stock out: units of warehouse products out of one storage at the current average cost (an OUT bill). JSON, or multipart with a bill_image file and items as a JSON string. ${STOCK_BILL_ANSWER}`,
  tags: ['wms'],
  body: stockOutInput,
  response: stockBillSchema,
  idempotent: true,
  maxBodyBytes: MAX_STOCK_BILL_REQUEST_BYTES,
  handler: async ({ db, actor, body }) =>
    datum(await stockOut(db, actor, body), { msg: 'common.createSuccess', status: 201 }),
});
