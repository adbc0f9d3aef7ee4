import type { Actor } from '@/lib/auth/actor';
import { inTransaction, sqlRunner, type TenantDb } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { AppError } from '@/lib/errors';
import { recordAudit } from '@/lib/domain/audit/service';
import { bangkokRange } from '@/lib/time/bangkok-days';
import { todayKey } from '@/lib/domain/express/assign';
import { personName } from '@/lib/domain/express/drivers';
import {
  cashDifferences,
  dateKey,
  dateOfKey,
  fromSatang,
  toSatang,
} from '@/lib/domain/express/rules';
import type { CashQuery, CashReport, CashRow, HandinInput } from '@/lib/domain/express/schemas';

// Cash on delivery reconciliation (express 3, the owner): per driver and Bangkok day,
// - expected: the COD totals of the parcels the driver delivered (kept on each delivery);
// - collected: the cash the driver recorded on those deliveries;
// - handed in: what the owner recorded receiving from the driver for that day;
// and the differences (collected - expected, handed in - collected), flagged when not zero.

interface CashSqlRow {
  driver_id: number;
  first_name: string;
  last_name: string;
  nick_name: string;
  day: string;
  delivered: number;
  cod_delivered: number;
  expected: string;
  collected: string;
  handed_in: string;
}

/** A range of days (at most 31); absent: today only. */
function dayRange(q: CashQuery): { start: string; end: string } {
  const start = q.start_date ?? q.end_date ?? todayKey();
  const end = q.end_date ?? start;
  bangkokRange(start, end); // refuses end before start and more than 31 days
  return { start, end };
}

export async function cashReport(
  db: TenantDb,
  enterpriseId: number,
  q: CashQuery,
): Promise<CashReport> {
  const e = enterpriseId;
  const { start, end } = dayRange(q);
  const driver = q.driver_id ? Prisma.sql`AND driver_id = ${q.driver_id}` : Prisma.empty;
  const rows = await sqlRunner(db).rows<CashSqlRow>(Prisma.sql`
    WITH d AS (
      SELECT driver_id, day,
             count(*) FILTER (WHERE outcome = 1)::int AS delivered,
             count(*) FILTER (WHERE outcome = 1 AND cash_expected > 0)::int AS cod_delivered,
             coalesce(sum(cash_expected) FILTER (WHERE outcome = 1), 0) AS expected,
             coalesce(sum(cash_collected) FILTER (WHERE outcome = 1), 0) AS collected
        FROM express_deliveries
       WHERE enterprise_id = ${e} AND day BETWEEN ${start}::date AND ${end}::date ${driver}
       GROUP BY driver_id, day),
    h AS (
      SELECT driver_id, day, sum(amount) AS handed_in
        FROM express_cash_handins
       WHERE enterprise_id = ${e} AND day BETWEEN ${start}::date AND ${end}::date ${driver}
       GROUP BY driver_id, day)
    SELECT coalesce(d.driver_id, h.driver_id)::int AS driver_id,
           u.first_name, u.last_name, u.nick_name,
           to_char(coalesce(d.day, h.day), 'YYYY-MM-DD') AS day,
           coalesce(d.delivered, 0)::int AS delivered,
           coalesce(d.cod_delivered, 0)::int AS cod_delivered,
           round(coalesce(d.expected, 0), 2)::text AS expected,
           round(coalesce(d.collected, 0), 2)::text AS collected,
           round(coalesce(h.handed_in, 0), 2)::text AS handed_in
      FROM d FULL JOIN h ON h.driver_id = d.driver_id AND h.day = d.day
      JOIN users u ON u.id = coalesce(d.driver_id, h.driver_id) AND u.enterprise_id = ${e}
     ORDER BY coalesce(d.day, h.day) DESC, u.first_name, 1`);
  let expected = 0;
  let collected = 0;
  let handedIn = 0;
  let flagged = 0;
  const out: CashRow[] = rows.map((r) => {
    const figures = { expected: r.expected, collected: r.collected, handed_in: r.handed_in };
    const diff = cashDifferences(figures);
    expected += toSatang(r.expected);
    collected += toSatang(r.collected);
    handedIn += toSatang(r.handed_in);
    if (diff.flagged) flagged += 1;
    return {
      driver_id: r.driver_id,
      driver_name: personName({
        firstName: r.first_name,
        lastName: r.last_name,
        nickName: r.nick_name,
      }),
      day: r.day,
      delivered: r.delivered,
      cod_delivered: r.cod_delivered,
      ...figures,
      ...diff,
    };
  });
  return {
    start_date: start,
    end_date: end,
    rows: out,
    totals: {
      expected: fromSatang(expected),
      collected: fromSatang(collected),
      handed_in: fromSatang(handedIn),
      flagged,
    },
  };
}

/** The owner records cash a driver handed in for a day (hand-ins of one day add up). */
export async function recordHandin(
  db: TenantDb,
  actor: Actor,
  input: HandinInput,
  requestId?: string,
) {
  const driver = await db.user.findFirst({
    where: { id: input.driver_id, deletedAt: null },
    select: { id: true, firstName: true, lastName: true, nickName: true },
  });
  if (!driver) throw new AppError('express.driverInvalid', `user ${input.driver_id}`);
  return inTransaction(db, async (tx) => {
    const row = await tx.expressCashHandin.create({
      data: {
        enterpriseId: actor.enterpriseId,
        driverId: driver.id,
        day: dateOfKey(input.day),
        amount: input.amount,
        note: input.note ?? null,
        receivedById: actor.userId,
      },
    });
    await recordAudit(tx, actor, {
      action: 'express.cashHandin',
      entity: 'expressCash',
      entityId: row.id,
      after: {
        driver_id: driver.id,
        driver: personName(driver),
        day: input.day,
        amount: input.amount,
        note: input.note ?? null,
      },
      requestId,
    });
    return {
      id: row.id,
      driver_id: row.driverId,
      day: dateKey(row.day),
      amount: row.amount.toFixed(2),
      note: row.note,
    };
  });
}
