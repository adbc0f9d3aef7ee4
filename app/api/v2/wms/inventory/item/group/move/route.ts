import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum } from '@/lib/http/respond';
import {
  MAX_STOCK_BILL_REQUEST_BYTES,
  STOCK_BILL_ANSWER,
} from '@/app/api/v2/wms/inventory/stock-bill-request';
import { stockMove, stockBillSchema, stockMoveInput } from '@/lib/domain/wms/inventory/writes';

export const POST = defineRoute({
  access: access.area('wms', 2),
  summary: `Move units between two storages (a MOV bill; to a packing line: a storage of kind 2). JSON, or multipart with a bill_image file and items as a JSON string. ${STOCK_BILL_ANSWER}`,
  tags: ['wms'],
  body: stockMoveInput,
  response: stockBillSchema,
  idempotent: true,
  maxBodyBytes: MAX_STOCK_BILL_REQUEST_BYTES,
  handler: async ({ db, actor, body }) =>
    datum(await stockMove(db, actor, body), { msg: 'common.createSuccess', status: 201 }),
});
