import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum } from '@/lib/http/respond';
import {
  MAX_STOCK_BILL_REQUEST_BYTES,
  STOCK_BILL_ANSWER,
} from '@/app/api/v2/wms/inventory/stock-bill-request';
import { userMove, stockBillSchema, userMoveInput } from '@/lib/domain/wms/inventory/writes';

export const POST = defineRoute({
  access: access.area('wms', 2),
  summary: `Hand stock to a user (to_user: storage_id -> the user's holding storage, made on first use) or take it back (from_user) (a UMV bill). JSON, or multipart with a bill_image file and items as a JSON string. Unknown user: 404 inventory.itemNotFound. ${STOCK_BILL_ANSWER}`,
  tags: ['wms'],
  body: userMoveInput,
  response: stockBillSchema,
  idempotent: true,
  maxBodyBytes: MAX_STOCK_BILL_REQUEST_BYTES,
  handler: async ({ db, actor, body }) =>
    datum(await userMove(db, actor, body), { msg: 'common.createSuccess', status: 201 }),
});
