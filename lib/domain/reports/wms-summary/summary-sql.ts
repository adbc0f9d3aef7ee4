import type { SqlRunner } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { PACKING_KIND, PACKING_STATUS } from '@/lib/domain/packing/shared';
import { BILL_KIND } from '@/lib/domain/wms/inventory/shared';
import { instantsOf, type WmsSummaryRange } from '@/lib/domain/reports/wms-summary/schemas';

// ---------------------------------------------------------------------------------------
// What the WMS summary measures: the packing output of a range of Bangkok days.
//
// A packing counts when it is a normal packing (kind 1; return packings receive, they do
// not pack out) that is closed (status 2; open and cancelled ones do not count) and was
// closed in the range. Closing writes ONE packing bill (kind 5) in the same transaction,
// stamped with the same now() as packings.closed_at (close-packing.ts); its ledger lines
// are the units that left and their unit_cost. A packing reopened by packing_admin got its
// units back through a return bill and, closed again, wrote a new packing bill: only the
// packing's latest packing bill is what it holds now, so only that one counts.
//
// The range walks the bills' (enterprise_id, kind, created_at) index, so neither query
// reads the enterprise's whole history. Tenancy: every table is filtered on enterprise_id.
// ---------------------------------------------------------------------------------------

/** The closing bill of every packing closed in the range: bill_id, packing, order, storage, packer. */
function closingBills(e: number, range: WmsSummaryRange): Prisma.Sql {
  const { gte, lt } = instantsOf(range);
  const storage =
    range.storage_id === null ? Prisma.empty : Prisma.sql`AND p.storage_id = ${range.storage_id}`;
  return Prisma.sql`
    SELECT b.id AS bill_id, p.id AS packing_id, p.order_id, p.storage_id, p.user_id AS packer_id
      FROM inventory_bills b
      JOIN packings p ON p.id = b.packing_id AND p.enterprise_id = ${e}
     WHERE b.enterprise_id = ${e} AND b.kind = ${BILL_KIND.Packing}
       AND b.created_at >= ${gte} AND b.created_at < ${lt}
       AND p.kind = ${PACKING_KIND.Normal} AND p.status = ${PACKING_STATUS.Closed}
       AND p.closed_at >= ${gte} AND p.closed_at < ${lt}
       ${storage}
       AND NOT EXISTS (
             SELECT 1 FROM inventory_bills later
              WHERE later.enterprise_id = ${e} AND later.packing_id = b.packing_id
                AND later.kind = ${BILL_KIND.Packing} AND later.id > b.id)`;
}

/**
 * The fingerprint of everything the summary reads, cheap (no ledger line is read): the
 * enterprise's creation instant (a rebuilt database never matches a result an older one
 * left in Redis), how many packings count, the sum and the largest of their closing bills'
 * ids (a packing closed, reopened, cancelled or closed again changes them; a bill's ledger
 * lines never change once written), and a hash of what each row is grouped by (the order's
 * sale channel and staff, the packing's storage and packer). Names are not in it: they
 * are read when the result is answered.
 */
export async function readFingerprint(
  run: SqlRunner,
  e: number,
  range: WmsSummaryRange,
): Promise<string> {
  const [row] = await run.rows<{ fingerprint: string }>(Prisma.sql`
    WITH c AS (${closingBills(e, range)})
    SELECT concat_ws('|',
             (SELECT floor(extract(epoch FROM en.created_at) * 1000)::bigint
                FROM enterprises en WHERE en.id = ${e}),
             count(*),
             COALESCE(sum(c.bill_id), 0),
             COALESCE(max(c.bill_id), 0),
             COALESCE(sum(hashtext(concat_ws(':', c.storage_id, c.packer_id,
                                             o.sale_channel_id, o.staff_user_id))::bigint), 0)
           ) AS fingerprint
      FROM c
      JOIN orders o ON o.id = c.order_id AND o.enterprise_id = ${e}`);
  return row!.fingerprint;
}

export type GroupName = 'wms' | 'sale_channel' | 'product' | 'shipping_user' | 'user' | 'total';

/** One group's measures, without names (names are read when answered). */
export interface MeasureRow {
  group: GroupName;
  /** The group's id; null for `total`, and for `user` on orders without staff. */
  id: number | null;
  orders: number;
  parcels: number;
  quantity: number;
  amount: string;
}

/**
 * Every group's measures in one statement (one snapshot): the closing bills' ledger lines
 * (units out are negative amounts), grouped per storage, sale channel, warehouse product,
 * packer and staff, and over everything. `amount` = units x the ledger's unit_cost,
 * summed exactly and rounded to the satang per row.
 */
export async function readMeasures(
  run: SqlRunner,
  e: number,
  range: WmsSummaryRange,
): Promise<MeasureRow[]> {
  const rows = await run.rows<{
    grp: GroupName;
    id: number | null;
    orders: number;
    parcels: number;
    quantity: string;
    amount: string;
  }>(Prisma.sql`
    WITH c AS (${closingBills(e, range)}),
    lines AS (
      SELECT c.order_id, c.packing_id, l.storage_id, c.packer_id,
             o.sale_channel_id, o.staff_user_id, l.wms_product_id,
             -l.amount AS quantity, -l.amount * l.unit_cost AS value
        FROM c
        JOIN inventory_ledgers l ON l.bill_id = c.bill_id AND l.enterprise_id = ${e}
        JOIN orders o ON o.id = c.order_id AND o.enterprise_id = ${e}
    )
    SELECT CASE WHEN GROUPING(storage_id) = 0 THEN 'wms'
                WHEN GROUPING(sale_channel_id) = 0 THEN 'sale_channel'
                WHEN GROUPING(wms_product_id) = 0 THEN 'product'
                WHEN GROUPING(packer_id) = 0 THEN 'shipping_user'
                WHEN GROUPING(staff_user_id) = 0 THEN 'user'
                ELSE 'total' END AS grp,
           COALESCE(storage_id, sale_channel_id, wms_product_id, packer_id, staff_user_id)::int AS id,
           count(DISTINCT order_id)::int AS orders,
           count(DISTINCT packing_id)::int AS parcels,
           COALESCE(sum(quantity), 0)::bigint::text AS quantity,
           ROUND(COALESCE(sum(value), 0), 2)::text AS amount
      FROM lines
     GROUP BY GROUPING SETS ((storage_id), (sale_channel_id), (wms_product_id), (packer_id),
                             (staff_user_id), ())`);
  return rows.map((r) => ({
    group: r.grp,
    id: r.grp === 'total' || r.id === null ? null : Number(r.id),
    orders: Number(r.orders),
    parcels: Number(r.parcels),
    quantity: Number(r.quantity),
    amount: r.amount,
  }));
}
