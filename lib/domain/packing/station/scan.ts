import {
  sqlRunner,
  inSqlTransaction,
  type SqlRunner,
  type TenantDb,
  ClaimDeclined,
  type IdempotencyClaim,
} from '@/lib/db';
import { AppError } from '@/lib/errors';
import {
  describeRef,
  type OrderRef,
  PACKABLE,
  RETURNABLE,
  statusError,
  PACKING_KIND,
  type PackingState,
} from '@/lib/domain/packing/shared';
import { openPacking } from '@/lib/domain/packing/station/open-packing';
import {
  runScan,
  runScanClaiming,
  type LineChange,
  type ScanRow,
} from '@/lib/domain/packing/station/scan-sql';
import { stateFromScan } from '@/lib/domain/packing/station/packing-state';

// ---------------------------------------------------------------------------------------
// Counting units into (or out of) an open packing, and opening it on the order's first
// scan. The common case, a unit scanned into a packing already open, is one statement
// (scan-sql.ts) in autocommit; the first scan of an order opens the packing in its own
// short transaction (open.ts) and then counts like any other scan. Refusals are worked out
// from the rows the statement answered, so a refused scan costs no extra round trip.
// With an Idempotency-Key the counting statement also takes the key and stores its rows as
// the answer (scanSqlClaiming); anything else (opening, a refusal) declines the claim having
// changed nothing, and runs again the usual way under the key (lib/http/idempotency.ts).
// ---------------------------------------------------------------------------------------

export interface ScanRequest {
  enterpriseId: number;
  userId: number;
  ref: OrderRef;
  kind: number;
  barcode: string | null;
  change: LineChange;
  /** Open the order's packing when none is open (the packing calls' "create or add"). */
  open: boolean;
  storageId?: number;
  line?: string;
  reason?: string;
  /**
   * The request's Idempotency-Key (defineRoute's ctx.claim), taken in the counting statement;
   * only outside a caller's transaction (a key already taken fails the statement).
   */
  claim?: IdempotencyClaim | null;
}

export const statusesOf = (kind: number) => (kind === PACKING_KIND.Return ? RETURNABLE : PACKABLE);

/** The catalogue error of a scan that changed nothing, or null when nothing was refused. */
export function scanRefusal(rows: ScanRow[], req: ScanRequest): AppError | null {
  const first = rows[0]!;
  if (!statusesOf(req.kind).includes(first.order_status))
    return statusError(req.kind, { order_number: first.order_number, status: first.order_status });
  if (first.packing_kind !== req.kind)
    return new AppError(
      'packing.invalidOrderStatus',
      `order ${first.order_number} has an open ${
        first.packing_kind === PACKING_KIND.Return ? 'return packing' : 'packing'
      } (${first.packing_number})`,
    );
  if (req.barcode === null) return null;
  const match = rows.find((r) => r.matches);
  if (!match)
    return new AppError(
      'common.notFound',
      `barcode ${req.barcode} is not in order ${first.order_number}`,
      {},
      { barcode: req.barcode, order_id: first.order_id },
    );
  const detail = {
    product_id: match.product_id,
    barcode: req.barcode,
    ordered: match.ordered,
    scanned: match.scanned,
  };
  if (req.change === 'add')
    return new AppError(
      'packing.goodsAlreadyAdded',
      `${match.product_name}: all ${match.ordered} already scanned`,
      {},
      detail,
    );
  if (req.change === 'remove')
    return new AppError(
      'packing.nothingScanned',
      `${match.product_name}: no unit scanned to take back`,
      {},
      detail,
    );
  if (req.change.set > (match.ordered ?? 0))
    return new AppError(
      'common.invalidParameter',
      `body.scanned: at most ${match.ordered} for ${match.product_name}`,
    );
  return null; // the line already held that count
}

/** Runs the scan statement; opens the packing first when asked and none is open. */
export async function scanInto(
  db: TenantDb,
  run: SqlRunner,
  req: ScanRequest,
): Promise<{ state: PackingState; opened: boolean }> {
  const target = {
    enterpriseId: req.enterpriseId,
    ref: req.ref,
    kind: req.kind,
    statuses: statusesOf(req.kind),
    barcode: req.barcode,
    change: req.change,
  };
  if (req.claim) {
    const claimed = await runScanClaiming(run, target, req.claim);
    if (!claimed[0]?.claimed) throw new ClaimDeclined();
    return { state: storedScanState(claimed), opened: false };
  }
  let rows = await runScan(run, target);
  if (rows.length === 0)
    throw 'packingId' in req.ref
      ? new AppError('common.notFound', describeRef(req.ref))
      : new AppError('order.notFound', describeRef(req.ref));
  let opened = false;
  if (rows[0]!.packing_id === null) {
    const order = rows[0]!;
    if (!req.open) throw new AppError('packing.notOpen', `${describeRef(req.ref)} is not open`);
    if (!statusesOf(req.kind).includes(order.order_status))
      throw statusError(req.kind, { order_number: order.order_number, status: order.order_status });
    const openReq = {
      enterpriseId: req.enterpriseId,
      userId: req.userId,
      orderId: order.order_id,
      kind: req.kind,
      storageId: req.storageId,
      line: req.line,
      reason: req.reason,
    };
    opened = (await inSqlTransaction(db, (tx) => openPacking(tx, openReq))) !== null;
    rows = await runScan(run, { ...target, ref: { orderId: order.order_id } });
    if (!rows[0] || rows[0].packing_id === null)
      throw statusError(req.kind, {
        order_number: order.order_number,
        status: rows[0]?.order_status ?? order.order_status,
      });
  }
  const state = stateFromScan(rows)!;
  if (state.scanned_product_id === null) {
    const refusal = scanRefusal(rows, req);
    if (refusal) throw refusal;
  }
  return { state, opened };
}

/**
 * The answer of a scan that took its key, from its rows: as first answered, and as replayed
 * from the rows stored with the key (the same function, so the same answer).
 */
export function storedScanState(rows: unknown): PackingState {
  const state = Array.isArray(rows) ? stateFromScan(rows as ScanRow[]) : null;
  if (!state) throw new Error('packing scan: stored rows without an open packing');
  return state;
}

/** A scan outside any transaction of its own: the hot path of the station. */
export function scan(
  db: TenantDb,
  req: ScanRequest,
): Promise<{ state: PackingState; opened: boolean }> {
  return scanInto(db, sqlRunner(db, { prepare: true }), req);
}
