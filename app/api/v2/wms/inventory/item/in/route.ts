import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum } from '@/lib/http/respond';
import {
  MAX_STOCK_BILL_REQUEST_BYTES,
  STOCK_BILL_ANSWER,
} from '@/app/api/v2/wms/inventory/stock-bill-request';
import { stockIn, stockBillSchema, stockInInput } from '@/lib/domain/wms/inventory/writes';

export const POST = defineRoute({
  access: access.area('wms', 2),
  summary: `Stock in: units of warehouse products into one storage (an IN bill). JSON, or multipart with a bill_image file and items as a JSON string. A line with a cost moves the moving average cost. ${STOCK_BILL_ANSWER}`,
  tags: ['wms'],
  body: stockInInput,
  response: stockBillSchema,
  idempotent: true,
  maxBodyBytes: MAX_STOCK_BILL_REQUEST_BYTES,
  handler: async ({ db, actor, body }) =>
    datum(await stockIn(db, actor, body), { msg: 'common.createSuccess', status: 201 }),
});
