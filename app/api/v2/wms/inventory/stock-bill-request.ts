import { MAX_IMAGE_BYTES } from '@/lib/storage/upload';

// What the stock bill calls (in, out, move, hand to a user) share on the wire.

/** The largest stock bill request read: a 5 MB photo plus 200 lines of form fields. */
export const MAX_STOCK_BILL_REQUEST_BYTES = MAX_IMAGE_BYTES + 256 * 1024;

/** The answer every stock bill call gives, for the OpenAPI document. */
export const STOCK_BILL_ANSWER =
  "Answers 201 { Datum: StockBill } with each line's balance after it. One short line refuses the whole bill: 422 inventory.balanceNotEnough, Datum = [{ product_id, storage_id, balance, wanted }]. Unknown or archived product or storage (or another enterprise's): 404 inventory.itemNotFound. Idempotency-Key honoured";
