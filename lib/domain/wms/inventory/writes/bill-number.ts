import { sqlRunner, type SqlRunner, type TenantDb } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { bangkokDayKey } from '@/lib/time/bangkok-days';

// ---------------------------------------------------------------------------------------
// Running bill numbers (docs/domain-rules.md, Stock): PREFIX-yyMM-NNNNN per enterprise, prefix
// and Bangkok month, e.g. IN-2611-00042, without gaps or repeats under concurrency. The
// bill_sequences row is incremented by one statement and stays locked until the
// transaction ends, so two bills never share a number and a rollback gives it back.
//
// Two ways to take one:
// - nextBillNumber: at once, in the middle of the caller's transaction (order cancel's
//   return bill). Every later bill of the series waits for that whole transaction.
// - at commit (the stock bills): the bill is inserted with a provisional number
//   '~PREFIX-yyMM~<id>' and the deferred trigger of migration
//   20261121060000_inventory_bill_numbers takes the number inside COMMIT. The series is
//   then locked only for the trigger and the WAL flush, which is what lets many clerks
//   post bills of one kind at once. finalBillNumber reads the number after the commit.
// ---------------------------------------------------------------------------------------

/** The Bangkok year and month bill numbers restart in: '2611' for November 2026. */
export function billPeriod(at: Date = new Date()): string {
  const day = bangkokDayKey(at); // 2026-11-21
  return `${day.slice(2, 4)}${day.slice(5, 7)}`;
}

export const formatBillNumber = (prefix: string, period: string, n: number): string =>
  `${prefix}-${period}-${String(n).padStart(5, '0')}`;

/** The start of a provisional number; the bill id follows it. */
export const provisionalPrefix = (prefix: string, period: string): string =>
  `~${prefix}-${period}~`;

export const isProvisional = (billNumber: string): boolean => billNumber.startsWith('~');

/**
 * The next running bill number of the enterprise for `prefix` in this Bangkok month
 * (`RET-2611-00001`), taken now, inside the caller's transaction.
 */
export async function nextBillNumber(
  db: TenantDb,
  enterpriseId: number,
  prefix: string,
  at: Date = new Date(),
): Promise<string> {
  const period = billPeriod(at);
  const [row] = await sqlRunner(db).rows<{ last_number: number }>(Prisma.sql`
    INSERT INTO bill_sequences (enterprise_id, kind, period, last_number, updated_at)
    VALUES (${enterpriseId}, ${prefix}, ${period}, 1, now())
    ON CONFLICT (enterprise_id, kind, period)
      DO UPDATE SET last_number = bill_sequences.last_number + 1, updated_at = now()
    RETURNING last_number`);
  return formatBillNumber(prefix, period, row!.last_number);
}

/**
 * The number a committed bill took. Inside a transaction that has not committed yet, the
 * provisional one.
 */
export async function finalBillNumber(
  run: SqlRunner,
  enterpriseId: number,
  billId: number,
): Promise<string> {
  const [row] = await run.rows<{ bill_number: string }>(Prisma.sql`
    SELECT bill_number FROM inventory_bills WHERE id = ${billId} AND enterprise_id = ${enterpriseId}`);
  return row!.bill_number;
}
