import type { SqlRunner } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { AppError } from '@/lib/errors';
import { provisionalPrefix } from '@/lib/domain/wms/inventory/writes/bill-number';
import type { ShortLine } from '@/lib/domain/wms/inventory/writes/schemas';
import type { SystemNote } from '@/lib/domain/wms/inventory/shared';

// ---------------------------------------------------------------------------------------
// Balances and ledger rows of one bill, inside its transaction. The database keeps a
// balance from going below zero, not the application:
// - units leave with a conditional update (`balance >= n` in the same statement), which
//   waits for a concurrent writer of the row and re-checks its committed balance;
// - units arrive with INSERT ... ON CONFLICT DO UPDATE (a missing balance row is created);
// - one statement per (product, storage), in ascending (wms_product_id, storage_id)
//   order, so that two bills, or a bill and the order cancel (stock-release.ts, same
//   order), lock shared rows in the same sequence and never deadlock;
// - the CHECK (balance >= 0) of the init migration is the last guard.
// A balance equals the sum of its ledger rows because both are written here, in the same
// transaction, with the same amounts.
// ---------------------------------------------------------------------------------------

export interface BalanceChange {
  productId: number;
  storageId: number;
  /** Signed units; never 0. */
  delta: number;
  /** What inventory_balances.cost mirrors: the product's average after the bill. */
  cost: string;
}

export const pairKey = (productId: number, storageId: number) => `${productId}:${storageId}`;

const byProductThenStorage = (a: BalanceChange, b: BalanceChange) =>
  a.productId - b.productId || a.storageId - b.storageId;

/**
 * Applies the changes in the fixed lock order and answers each row's balance after it.
 * A change the storage cannot cover throws inventory.balanceNotEnough with every short
 * line (Datum), and the caller's transaction rolls back whatever ran before.
 */
export async function applyBalanceChanges(
  run: SqlRunner,
  enterpriseId: number,
  changes: BalanceChange[],
): Promise<Map<string, number>> {
  const sorted = [...changes].sort(byProductThenStorage);
  const after = new Map<string, number>();
  for (let i = 0; i < sorted.length; i++) {
    const c = sorted[i]!;
    const [row] = await run.rows<{ balance: number }>(
      c.delta < 0 ? takeSql(enterpriseId, c) : putSql(enterpriseId, c),
    );
    if (!row) {
      const rest = sorted.slice(i + 1).filter((r) => r.delta < 0);
      throw await balanceNotEnough(run, enterpriseId, c, rest);
    }
    after.set(pairKey(c.productId, c.storageId), row.balance);
  }
  return after;
}

function takeSql(enterpriseId: number, c: BalanceChange): Prisma.Sql {
  return Prisma.sql`
    UPDATE inventory_balances
       SET balance = balance + ${c.delta}, cost = ${c.cost}::numeric, updated_at = now()
     WHERE enterprise_id = ${enterpriseId} AND wms_product_id = ${c.productId}
       AND storage_id = ${c.storageId} AND balance >= ${-c.delta}
    RETURNING balance::int AS balance`;
}

function putSql(enterpriseId: number, c: BalanceChange): Prisma.Sql {
  // The WHERE keeps another enterprise's row (which cannot share a product id with ours)
  // from being touched even if the data were wrong: no row comes back and the bill fails.
  return Prisma.sql`
    INSERT INTO inventory_balances
           (enterprise_id, wms_product_id, storage_id, balance, cost, created_at, updated_at)
    VALUES (${enterpriseId}, ${c.productId}, ${c.storageId}, ${c.delta}, ${c.cost}::numeric,
            now(), now())
    ON CONFLICT (wms_product_id, storage_id) DO UPDATE
       SET balance = inventory_balances.balance + EXCLUDED.balance,
           cost = EXCLUDED.cost, updated_at = now()
     WHERE inventory_balances.enterprise_id = ${enterpriseId}
    RETURNING balance::int AS balance`;
}

/**
 * The error of a short bill: the line that failed and every later out line that would
 * fail too (read without locks: it only informs the clerk; nothing is written).
 */
async function balanceNotEnough(
  run: SqlRunner,
  enterpriseId: number,
  failed: BalanceChange,
  rest: BalanceChange[],
): Promise<AppError> {
  const wanted = [failed, ...rest];
  const rows = await run.rows<{ wms_product_id: number; storage_id: number; balance: number }>(
    Prisma.sql`
      SELECT b.wms_product_id::int AS wms_product_id, b.storage_id::int AS storage_id,
             b.balance::int AS balance
        FROM inventory_balances b
        JOIN unnest(${wanted.map((w) => w.productId)}::int[],
                    ${wanted.map((w) => w.storageId)}::int[]) AS w(p, s)
          ON b.wms_product_id = w.p AND b.storage_id = w.s
       WHERE b.enterprise_id = ${enterpriseId}`,
  );
  const balanceOf = new Map(rows.map((r) => [pairKey(r.wms_product_id, r.storage_id), r.balance]));
  const short: ShortLine[] = wanted
    .map((w) => ({
      product_id: w.productId,
      storage_id: w.storageId,
      balance: balanceOf.get(pairKey(w.productId, w.storageId)) ?? 0,
      wanted: -w.delta,
    }))
    .filter((s, i) => i === 0 || s.balance < s.wanted);
  const cause = short
    .map((s) => `product ${s.product_id} in storage ${s.storage_id}: ${s.balance} < ${s.wanted}`)
    .join('; ');
  // Datum is the list of short lines (contract: "Datum lists the short lines").
  return new AppError(
    'inventory.balanceNotEnough',
    cause,
    {},
    short as unknown as Record<string, unknown>,
  );
}

export interface LedgerLine {
  productId: number;
  storageId: number;
  amount: number;
  balanceAfter: number;
  unitCost: string;
}

export interface RecordedBill {
  id: number;
  /** Provisional ('~OUT-2611~123') until the transaction commits: see bill-number.ts. */
  bill_number: string;
  created_at: Date;
}

/**
 * Inserts the bill, under a provisional number of its series, and its ledger rows (in the
 * order given), in one statement. The running number itself is taken when the transaction
 * commits (bill-number.ts), so a rollback uses none.
 */
export async function recordBill(
  run: SqlRunner,
  head: {
    enterpriseId: number;
    userId: number;
    kind: number;
    prefix: string;
    period: string;
    note: string | null;
    systemNote: SystemNote | null;
    imageKey: string | null;
    fromStorageId: number | null;
    toStorageId: number | null;
    purchaseOrderId?: number | null;
  },
  lines: LedgerLine[],
): Promise<RecordedBill> {
  const e = head.enterpriseId;
  const [bill] = await run.rows<RecordedBill>(Prisma.sql`
    WITH next AS (
      SELECT nextval('inventory_bills_id_seq'::regclass)::int AS id
    ), bill AS (
      INSERT INTO inventory_bills
             (id, enterprise_id, bill_number, kind, note, note_key, note_params, user_id,
              bill_image_key, from_storage_id, to_storage_id, purchase_order_id, created_at)
      SELECT next.id, ${e}, ${provisionalPrefix(head.prefix, head.period)} || next.id,
             ${head.kind}, ${head.note}, ${head.systemNote?.key ?? null}::varchar,
             ${head.systemNote ? JSON.stringify(head.systemNote.params) : null}::jsonb, ${head.userId}, ${head.imageKey},
             ${head.fromStorageId}::int, ${head.toStorageId}::int,
             ${head.purchaseOrderId ?? null}::int, now()
        FROM next
      RETURNING id, bill_number, created_at
    ), ledger AS (
      INSERT INTO inventory_ledgers
             (enterprise_id, bill_id, wms_product_id, storage_id, amount, balance_after,
              unit_cost, user_id, created_at)
      SELECT ${e}, bill.id, l.p, l.s, l.a, l.b, l.c, ${head.userId}, now()
        FROM bill,
             unnest(${lines.map((l) => l.productId)}::int[], ${lines.map((l) => l.storageId)}::int[],
                    ${lines.map((l) => l.amount)}::int[], ${lines.map((l) => l.balanceAfter)}::int[],
                    ${lines.map((l) => l.unitCost)}::numeric[]) WITH ORDINALITY AS l(p, s, a, b, c, n)
       ORDER BY l.n
    )
    SELECT id::int AS id, bill_number, created_at FROM bill`);
  return bill!;
}
