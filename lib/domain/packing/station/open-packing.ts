import type { SqlRunner } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { AppError } from '@/lib/errors';
import {
  type LockedOrderRow,
  orderUnits,
  type OrderUnits,
  PACKING_KIND,
  PACKABLE,
  RETURNABLE,
  statusError,
} from '@/lib/domain/packing/shared';
import { chooseStorage, lastPackedStorage } from '@/lib/domain/packing/station/choose-storage';
import { billPeriod } from '@/lib/domain/wms/inventory/writes';

// ---------------------------------------------------------------------------------------
// Opening an order's packing (the first scan of the order), inside a transaction:
// the order row is share-locked (a cancel, which locks it FOR UPDATE, waits, and its
// status is the one checked here), the lines are what the order still has to pack, and
// the packing and its lines are inserted by one statement. Two stations opening the same
// order at once meet on the partial unique index "one open packing per order" (init
// migration): the second insert waits for the first and then does nothing, and the
// caller reads the packing the first one opened.
//
// A return packing (kind 2) opens for a shipped order: its lines are the units the order's
// bills took out of stock (or, if the order never left stock through a bill, the units it
// stands for), and it opens the order's return record (returns) with it.
// ---------------------------------------------------------------------------------------

export interface OpenRequest {
  enterpriseId: number;
  userId: number;
  orderId: number;
  kind: number;
  storageId?: number;
  line?: string;
  reason?: string;
}

interface PlannedLine {
  wmsProductId: number;
  salesProductId: number | null;
  barcode: string;
  units: number;
}

function planLines(kind: number, orderNumber: string, units: OrderUnits[]): PlannedLine[] {
  const unlinked = units.filter((u) => u.wms_product_id === null).flatMap((u) => u.unlinked ?? []);
  if (kind === PACKING_KIND.Normal && unlinked.length)
    throw new AppError(
      'order.productNotLinked',
      `order ${orderNumber}: ${unlinked.join(', ')} has no warehouse product`,
    );
  const linked = units.filter((u) => u.wms_product_id !== null && u.barcode !== null);
  const heldSomething = linked.some((u) => u.taken > 0);
  const planned = linked.map((u) => ({
    wmsProductId: u.wms_product_id!,
    salesProductId: u.sales_product_id,
    barcode: u.barcode!,
    // Normal: what is still to pack. Return: what left for the order (else what it holds).
    units:
      kind === PACKING_KIND.Normal
        ? u.wanted - Math.max(u.taken, 0)
        : heldSomething
          ? u.taken
          : u.wanted,
  }));
  const lines = planned.filter((l) => l.units > 0);
  if (lines.length === 0)
    throw new AppError(
      'packing.invalidOrderStatus',
      `order ${orderNumber} has no units left to ${kind === PACKING_KIND.Return ? 'receive' : 'pack'}`,
    );
  return lines;
}

/**
 * Opens the packing; answers its id, or null when another station opened one for the order
 * first (the caller reads that one). Throws the catalogue error of an order that cannot
 * be packed (or received).
 */
export async function openPacking(run: SqlRunner, req: OpenRequest): Promise<number | null> {
  const e = req.enterpriseId;
  const [order] = await run.rows<LockedOrderRow & { unmapped_item_count: number }>(Prisma.sql`
    SELECT id::int AS id, order_number, status::int AS status, storage_id::int AS storage_id,
           unmapped_item_count::int AS unmapped_item_count
      FROM orders WHERE id = ${req.orderId} AND enterprise_id = ${e}
       FOR SHARE`);
  if (!order) throw new AppError('order.notFound', `order ${req.orderId}`);
  const allowed = req.kind === PACKING_KIND.Return ? RETURNABLE : PACKABLE;
  if (!allowed.includes(order.status)) throw statusError(req.kind, order);
  // A platform order's line that is not mapped to one of our products has nothing to scan:
  // the order waits on the "to map" screen (docs/domain-rules.md, Selling platforms).
  if (req.kind === PACKING_KIND.Normal && order.unmapped_item_count > 0)
    throw new AppError(
      'order.unmappedItems',
      `order ${order.order_number} has ${order.unmapped_item_count} unmapped lines`,
    );

  const lines = planLines(req.kind, order.order_number, await orderUnits(run, e, order.id));
  const packedAt =
    req.kind === PACKING_KIND.Return ? await lastPackedStorage(run, e, order.id) : null;
  const storageId = await chooseStorage(run, e, {
    storageId: req.storageId,
    orderStorageId: order.storage_id,
    line: req.line,
    fallbackStorageId: packedAt,
  });

  const period = billPeriod();
  const prefix = req.kind === PACKING_KIND.Return ? 'RP' : 'PK';
  const [made] = await run.rows<{ id: number }>(Prisma.sql`
    WITH next AS (SELECT nextval('packings_id_seq'::regclass)::int AS id),
    pk AS (
      INSERT INTO packings (id, enterprise_id, packing_number, order_id, storage_id, user_id,
                            line, kind, status, video_status, created_at, updated_at)
      SELECT next.id, ${e}, ${`${prefix}-${period}-`} || lpad(next.id::text, 6, '0'),
             ${order.id}, ${storageId}, ${req.userId}, ${req.line ?? null}::text, ${req.kind},
             1, 0, now(), now()
        FROM next
      ON CONFLICT (order_id) WHERE status = 1 DO NOTHING
      RETURNING id
    ),
    ln AS (
      INSERT INTO packing_lines (enterprise_id, packing_id, wms_product_id, product_id, barcode,
                                 ordered, scanned, updated_at)
      SELECT ${e}, pk.id, x.p, x.sp, x.b, x.n, 0, now()
        FROM pk,
             unnest(${lines.map((l) => l.wmsProductId)}::int[],
                    ${lines.map((l) => l.salesProductId)}::int[],
                    ${lines.map((l) => l.barcode)}::text[],
                    ${lines.map((l) => l.units)}::int[]) AS x(p, sp, b, n)
      RETURNING 1
    )
    SELECT pk.id::int AS id FROM pk`);
  if (!made) return null;
  if (req.kind === PACKING_KIND.Return) await openReturnRecord(run, req, made.id, period);
  return made.id;
}

/**
 * The order's return record, linked to the return packing. An open return made elsewhere
 * (at most one per order: returns_one_open_per_order_uniq) is taken over by the packing.
 */
async function openReturnRecord(
  run: SqlRunner,
  req: OpenRequest,
  packingId: number,
  period: string,
): Promise<void> {
  const e = req.enterpriseId;
  await run.rows(Prisma.sql`
    WITH next AS (SELECT nextval('returns_id_seq'::regclass)::int AS id)
    INSERT INTO returns (id, enterprise_id, order_id, return_number, status, reason, packing_id,
                         created_by_id, created_at, updated_at)
    SELECT next.id, ${e}, ${req.orderId}, ${`RT-${period}-`} || lpad(next.id::text, 6, '0'), 1,
           ${req.reason ?? null}::text, ${packingId}, ${req.userId}, now(), now()
      FROM next
    ON CONFLICT (order_id) WHERE status = 1
      DO UPDATE SET packing_id = EXCLUDED.packing_id,
                    reason = COALESCE(returns.reason, EXCLUDED.reason), updated_at = now()
    RETURNING id`);
}
