import type { SqlRunner } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { AppError } from '@/lib/errors';
import {
  PACKING_STATUS,
  type PackingLineAnswer,
  type PackingState,
} from '@/lib/domain/packing/shared';
import type { ScanRow } from '@/lib/domain/packing/station/scan-sql';

// The answer every packing call gives: the packing, its order and its lines with ordered
// and scanned counts, as the station shows them.

function lineOf(r: {
  product_id: number | null;
  product_name: string | null;
  sku: string | null;
  barcode: string | null;
  sales_product_id: number | null;
  ordered: number | null;
  scanned: number | null;
}): PackingLineAnswer {
  return {
    product_id: r.product_id!,
    product_name: r.product_name ?? '',
    sku: r.sku ?? '',
    barcode: r.barcode ?? '',
    sales_product_id: r.sales_product_id,
    ordered: r.ordered ?? 0,
    scanned: r.scanned ?? 0,
  };
}

const isComplete = (lines: PackingLineAnswer[]) =>
  lines.length > 0 && lines.every((l) => l.scanned === l.ordered);

/** The state of an open packing from the scan statement's rows (null: no open packing). */
export function stateFromScan(rows: ScanRow[]): PackingState | null {
  const first = rows[0];
  if (!first || first.packing_id === null) return null;
  const lines = rows.filter((r) => r.product_id !== null).map(lineOf);
  const hit = rows.find((r) => r.hit);
  return {
    packing_id: first.packing_id,
    packing_number: first.packing_number!,
    kind: first.packing_kind!,
    status: PACKING_STATUS.Open,
    order_id: first.order_id,
    order_number: first.order_number,
    order_status: first.order_status,
    storage_id: first.storage_id!,
    line: first.line,
    closed: false,
    complete: isComplete(lines),
    scanned_product_id: hit?.product_id ?? null,
    lines,
  };
}

interface StateRow {
  packing_id: number;
  packing_number: string;
  kind: number;
  status: number;
  order_id: number;
  order_number: string;
  order_status: number;
  storage_id: number;
  line: string | null;
  coupon_code: string | null;
  platform_label: boolean;
  product_id: number | null;
  product_name: string | null;
  sku: string | null;
  barcode: string | null;
  sales_product_id: number | null;
  ordered: number | null;
  scanned: number | null;
}

/** Any packing of the enterprise (open, closed or cancelled) with its lines. */
export async function readPackingState(
  run: SqlRunner,
  enterpriseId: number,
  packingId: number,
): Promise<PackingState> {
  const e = enterpriseId;
  const rows = await run.rows<StateRow>(Prisma.sql`
    SELECT p.id::int AS packing_id, p.packing_number, p.kind::int AS kind, p.status::int AS status,
           o.id::int AS order_id, o.order_number, o.status::int AS order_status,
           p.storage_id::int AS storage_id, p.line, o.coupon_code,
           (o.platform_shop_id IS NOT NULL) AS platform_label,
           l.wms_product_id::int AS product_id, w.name AS product_name, w.sku, l.barcode,
           l.product_id::int AS sales_product_id, l.ordered::int AS ordered,
           l.scanned::int AS scanned
      FROM packings p
      JOIN orders o ON o.id = p.order_id AND o.enterprise_id = ${e}
      LEFT JOIN packing_lines l ON l.packing_id = p.id AND l.enterprise_id = ${e}
      LEFT JOIN wms_products w ON w.id = l.wms_product_id AND w.enterprise_id = ${e}
     WHERE p.id = ${packingId} AND p.enterprise_id = ${e}
     ORDER BY l.id`);
  const first = rows[0];
  if (!first) throw new AppError('common.notFound', `packing ${packingId}`);
  const lines = rows.filter((r) => r.product_id !== null).map(lineOf);
  return {
    packing_id: first.packing_id,
    packing_number: first.packing_number,
    kind: first.kind,
    status: first.status,
    order_id: first.order_id,
    order_number: first.order_number,
    order_status: first.order_status,
    storage_id: first.storage_id,
    line: first.line,
    closed: first.status === PACKING_STATUS.Closed,
    complete: isComplete(lines),
    scanned_product_id: null,
    lines,
    coupon_code: first.coupon_code,
    platform_label: first.platform_label,
  };
}
