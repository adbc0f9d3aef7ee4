import type { SqlRunner } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { AppError } from '@/lib/errors';

// ---------------------------------------------------------------------------------------
// The row locks of the packing transactions. Lock order, everywhere in this module: the
// order (FOR UPDATE, as lib/domain/orders/events.ts lockOrder, which every order change
// starts with), then its packing (FOR UPDATE), then whatever the stock engine locks
// (storages, products, balances). A scan only share-locks the packing (scan-sql.ts) and
// waits for nothing else, so a close waits for scans in flight and scans after it see the
// packing closed; two calls on one order run one after the other.
// ---------------------------------------------------------------------------------------

export interface LockedOrderRow {
  id: number;
  order_number: string;
  status: number;
  storage_id: number | null;
}

export interface LockedPacking {
  id: number;
  packing_number: string;
  kind: number;
  status: number;
  storage_id: number;
  order_id: number;
  order_number: string;
  order_status: number;
  video_key: string | null;
}

/** Locks the order (FOR UPDATE); order.notFound for another enterprise's or no order. */
export async function lockOrderRow(
  run: SqlRunner,
  enterpriseId: number,
  orderId: number,
): Promise<LockedOrderRow> {
  const [row] = await run.rows<LockedOrderRow>(Prisma.sql`
    SELECT id::int AS id, order_number, status::int AS status, storage_id::int AS storage_id
      FROM orders WHERE id = ${orderId} AND enterprise_id = ${enterpriseId}
       FOR UPDATE`);
  if (!row) throw new AppError('order.notFound', `order ${orderId}`);
  return row;
}

function packingSelect(enterpriseId: number, order: LockedOrderRow, where: Prisma.Sql) {
  return Prisma.sql`
    SELECT p.id::int AS id, p.packing_number, p.kind::int AS kind, p.status::int AS status,
           p.storage_id::int AS storage_id, p.order_id::int AS order_id,
           ${order.order_number}::text AS order_number, ${order.status}::int AS order_status,
           p.video_key
      FROM packings p
     WHERE p.enterprise_id = ${enterpriseId} AND p.order_id = ${order.id} AND ${where}
       FOR UPDATE`;
}

/** Locks the packing and its order; common.notFound for another enterprise's or no packing. */
export async function lockPacking(
  run: SqlRunner,
  enterpriseId: number,
  packingId: number,
): Promise<LockedPacking> {
  const [ref] = await run.rows<{ order_id: number }>(Prisma.sql`
    SELECT order_id::int AS order_id FROM packings
     WHERE id = ${packingId} AND enterprise_id = ${enterpriseId}`);
  if (!ref) throw new AppError('common.notFound', `packing ${packingId}`);
  const order = await lockOrderRow(run, enterpriseId, ref.order_id);
  const [row] = await run.rows<LockedPacking>(
    packingSelect(enterpriseId, order, Prisma.sql`p.id = ${packingId}`),
  );
  return row!;
}

/** The open packing (of any kind) of an order already locked; null when none is open. */
export async function lockOpenPacking(
  run: SqlRunner,
  enterpriseId: number,
  order: LockedOrderRow,
): Promise<LockedPacking | null> {
  const [row] = await run.rows<LockedPacking>(
    packingSelect(enterpriseId, order, Prisma.sql`p.status = 1`),
  );
  return row ?? null;
}

/** The order's latest closed packing of `kind`, locked; null when it has none. */
export async function lockLastClosedPacking(
  run: SqlRunner,
  enterpriseId: number,
  order: LockedOrderRow,
  kind: number,
): Promise<LockedPacking | null> {
  const [row] = await run.rows<LockedPacking>(
    packingSelect(
      enterpriseId,
      order,
      Prisma.sql`p.status = 2 AND p.kind = ${kind}
        AND p.id = (SELECT max(id) FROM packings
                     WHERE enterprise_id = ${enterpriseId} AND order_id = ${order.id}
                       AND status = 2 AND kind = ${kind})`,
    ),
  );
  return row ?? null;
}

export interface PackedLine {
  wms_product_id: number;
  product_id: number | null;
  ordered: number;
  scanned: number;
}

/** The packing's lines, by warehouse product (the stock engine's lock order). */
export function packingLines(
  run: SqlRunner,
  enterpriseId: number,
  packingId: number,
): Promise<PackedLine[]> {
  return run.rows<PackedLine>(Prisma.sql`
    SELECT wms_product_id::int AS wms_product_id, product_id::int AS product_id,
           ordered::int AS ordered, scanned::int AS scanned
      FROM packing_lines
     WHERE packing_id = ${packingId} AND enterprise_id = ${enterpriseId}
     ORDER BY wms_product_id`);
}
