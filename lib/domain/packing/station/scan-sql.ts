import { type SqlRunner, claimSql, type IdempotencyClaim } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { orderSelectSql, type OrderRef } from '@/lib/domain/packing/shared';

// ---------------------------------------------------------------------------------------
// A scan is ONE statement (its budget: p95 <= 20 ms with 20 stations scanning): it finds
// the order (by id, number, platform id or tracking number) and its open packing, counts
// the unit, and reads every line back for the answer.
//
// - Two stations scanning the same order never double count: the count changes by a
//   conditional UPDATE (`scanned < ordered`; `scanned > 0` to take one back), which waits
//   for the other station's update of the row and re-checks the committed count; the
//   CHECK (scanned <= ordered) of the init migration is the last guard.
// - The open packing is share-locked (FOR SHARE) while its line changes, so a close (which
//   locks it FOR UPDATE, close.ts) waits for scans in flight, and a scan that waited for a
//   close sees the packing closed and counts nothing. Stations never block each other on
//   the share lock.
// - Nothing is counted when the order is no longer at a status the packing kind allows.
// - With an Idempotency-Key (scanSqlClaiming), the same statement takes the key and stores
//   its rows as the answer only when it counted the unit: the unit, the key and the answer
//   commit together, and a key already taken rolls the unit back (idempotency.ts). Sent
//   before the caller's session was read, it also checks that session (the claim's gate,
//   lib/auth/session-gate.ts) and counts nothing unless it is live and allowed.
// The statement texts are constants per (reference kind, change, key or not), so each
// connection prepares each of them once.
// ---------------------------------------------------------------------------------------

export type LineChange = 'add' | 'remove' | { set: number };

export interface ScanTarget {
  enterpriseId: number;
  ref: OrderRef;
  /** 1 normal packing, 2 return packing. */
  kind: number;
  /** The order statuses at which the packing kind may count units. */
  statuses: readonly number[];
  barcode: string | null;
  change: LineChange;
}

export interface ScanRow {
  order_id: number;
  order_number: string;
  order_status: number;
  packing_id: number | null;
  packing_number: string | null;
  packing_kind: number | null;
  storage_id: number | null;
  line: string | null;
  product_id: number | null;
  product_name: string | null;
  sku: string | null;
  barcode: string | null;
  sales_product_id: number | null;
  ordered: number | null;
  scanned: number | null;
  /** This line was changed by the statement. */
  hit: boolean;
  /** The barcode names this line (its warehouse product's or a sellable product's). */
  matches: boolean;
}

/** A row of the claiming statement: claimed says it took the key (with these rows). */
export interface ClaimingScanRow extends ScanRow {
  claimed: boolean;
}

function changeSql(change: LineChange, alias: 'l' | 'c'): { set: Prisma.Sql; when: Prisma.Sql } {
  const col = Prisma.raw(`${alias}.scanned`);
  const ordered = Prisma.raw(`${alias}.ordered`);
  if (change === 'add')
    return { set: Prisma.sql`l.scanned + 1`, when: Prisma.sql`${col} < ${ordered}` };
  if (change === 'remove') return { set: Prisma.sql`l.scanned - 1`, when: Prisma.sql`${col} > 0` };
  return {
    set: Prisma.sql`${change.set}::int`,
    when: Prisma.sql`${change.set}::int <= ${ordered} AND ${col} <> ${change.set}::int`,
  };
}

/** `gated`: a CTE named gate (the session check) must yield a row for the unit to count. */
function scanParts(
  t: ScanTarget,
  gated = false,
): { ctes: Prisma.Sql; columns: Prisma.Sql; from: Prisma.Sql } {
  const e = t.enterpriseId;
  const b = t.barcode;
  const onLine = changeSql(t.change, 'l');
  const onCandidate = changeSql(t.change, 'c');
  const packingFilter =
    'packingId' in t.ref ? Prisma.sql`AND p.id = ${t.ref.packingId}` : Prisma.empty;
  const ctes = Prisma.sql`
    ord AS (${orderSelectSql(e, t.ref, t.statuses)}),
    pk AS (
      SELECT p.id, p.packing_number, p.kind::int AS kind, p.storage_id, p.line
        FROM packings p JOIN ord ON p.order_id = ord.id
       WHERE p.enterprise_id = ${e} AND p.status = 1 ${packingFilter}
         FOR SHARE OF p
    ),
    cand AS (
      SELECT w.id FROM wms_products w WHERE w.enterprise_id = ${e} AND w.barcode = ${b}::text
      UNION
      SELECT pr.wms_product_id FROM products pr
       WHERE pr.enterprise_id = ${e} AND pr.barcode = ${b}::text AND pr.wms_product_id IS NOT NULL
    ),
    hit AS (
      UPDATE packing_lines l SET scanned = ${onLine.set}, updated_at = now()
       WHERE l.id = (
               SELECT c.id FROM packing_lines c JOIN pk ON c.packing_id = pk.id
                WHERE c.enterprise_id = ${e} AND pk.kind = ${t.kind}
                  AND EXISTS (SELECT 1 FROM ord WHERE ord.status = ANY(${t.statuses as number[]}::int[]))
                  AND (c.barcode = ${b}::text OR c.wms_product_id IN (SELECT id FROM cand))
                  AND ${onCandidate.when}
                ORDER BY c.id
                LIMIT 1)
         AND ${onLine.when}
         ${gated ? Prisma.sql`AND EXISTS (SELECT 1 FROM gate)` : Prisma.empty}
      RETURNING l.id, l.scanned
    )`;
  const columns = Prisma.sql`ord.id AS order_id, ord.order_number, ord.status AS order_status,
           pk.id::int AS packing_id, pk.packing_number, pk.kind AS packing_kind,
           pk.storage_id::int AS storage_id, pk.line,
           l.wms_product_id::int AS product_id, w.name AS product_name, w.sku, l.barcode,
           l.product_id::int AS sales_product_id, l.ordered::int AS ordered,
           COALESCE(h.scanned, l.scanned)::int AS scanned,
           (h.id IS NOT NULL) AS hit,
           COALESCE(l.barcode = ${b}::text OR l.wms_product_id IN (SELECT id FROM cand), false) AS matches`;
  const from = Prisma.sql`
      FROM ord
      LEFT JOIN pk ON true
      LEFT JOIN packing_lines l ON l.packing_id = pk.id AND l.enterprise_id = ${e}
      LEFT JOIN wms_products w ON w.id = l.wms_product_id AND w.enterprise_id = ${e}
      LEFT JOIN hit h ON h.id = l.id`;
  return { ctes, columns, from };
}

export function scanSql(t: ScanTarget): Prisma.Sql {
  const { ctes, columns, from } = scanParts(t);
  return Prisma.sql`WITH ${ctes} SELECT ${columns} ${from} ORDER BY l.id`;
}

const ANSWER_COLUMNS = Prisma.raw(`r.order_id, r.order_number, r.order_status, r.packing_id,
  r.packing_number, r.packing_kind, r.storage_id, r.line, r.product_id, r.product_name, r.sku,
  r.barcode, r.sales_product_id, r.ordered, r.scanned, r.hit, r.matches`);

/** The scan statement that also takes the request's key when it counts the unit. */
export function scanSqlClaiming(t: ScanTarget, claim: IdempotencyClaim): Prisma.Sql {
  const { ctes, columns, from } = scanParts(t, !!claim.gate);
  // The caller's session checked in this statement: without it nothing counts, so nothing
  // is claimed and the request declines (and runs again with its session read first).
  const gate = claim.gate ? Prisma.sql`gate AS (${claim.gate}),` : Prisma.empty;
  // json, not jsonb: the answer is stored as built and never queried (a jsonb answer cost
  // the statement ~30 µs of PostgreSQL's CPU per scan).
  const answer = Prisma.sql`(
    SELECT json_agg((SELECT a FROM (SELECT ${ANSWER_COLUMNS}) a) ORDER BY r.n) FROM result r)`;
  const when = Prisma.sql`EXISTS (SELECT 1 FROM hit)`;
  return Prisma.sql`
    WITH ${gate} ${ctes},
    result AS (SELECT ${columns}, row_number() OVER (ORDER BY l.id) AS n ${from}),
    claimed AS (${claimSql(claim, answer, when)})
    SELECT ${ANSWER_COLUMNS}, EXISTS (SELECT 1 FROM claimed) AS claimed
      FROM result r
     ORDER BY r.n`;
}

export function runScan(run: SqlRunner, t: ScanTarget): Promise<ScanRow[]> {
  return run.rows<ScanRow>(scanSql(t));
}

export function runScanClaiming(
  run: SqlRunner,
  t: ScanTarget,
  claim: IdempotencyClaim,
): Promise<ClaimingScanRow[]> {
  return run.rows<ClaimingScanRow>(scanSqlClaiming(t, claim));
}
