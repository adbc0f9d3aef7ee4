import { sqlRunner, inSqlTransaction, type SqlRunner, type TenantDb } from '@/lib/db';
import type { Actor } from '@/lib/auth/actor';
import { billUserName } from '@/lib/domain/wms/inventory/writes/bill-answer';
import { finalBillNumber } from '@/lib/domain/wms/inventory/writes/bill-number';
import { writeBill, type BillPlan } from '@/lib/domain/wms/inventory/writes/write-bill';
import { withBillImage, type BillImageInput } from '@/lib/domain/wms/inventory/writes/bill-image';
import type { StockBill } from '@/lib/domain/wms/inventory/writes/schemas';

/** The actor fields a stock bill needs (services may be called by jobs and tests too). */
export type StockActor = Pick<
  Actor,
  'enterpriseId' | 'userId' | 'firstName' | 'lastName' | 'username'
>;

/**
 * Runs one stock bill: its photo stored first (removed if the bill fails), then one
 * transaction for the plan (built inside it, e.g. a user's holding storage made on first
 * use) and the bill, then the running number the bill took when it committed.
 */
export async function runStockBill(
  db: TenantDb,
  actor: StockActor,
  image: BillImageInput,
  plan: (run: SqlRunner) => Promise<Omit<BillPlan, 'imageKey'>>,
): Promise<StockBill> {
  const bill = await withBillImage(actor, image, (imageKey) =>
    inSqlTransaction(db, async (run) =>
      writeBill(
        run,
        { enterpriseId: actor.enterpriseId, userId: actor.userId, userName: billUserName(actor) },
        { ...(await plan(run)), imageKey },
      ),
    ),
  );
  // Straight through the pool (or the caller's transaction when db is one, which then
  // still holds the provisional number: the number is taken when that transaction commits).
  return { ...bill, BillNumber: await finalBillNumber(sqlRunner(db), actor.enterpriseId, bill.ID) };
}
