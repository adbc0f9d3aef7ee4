import { findPage } from '@/lib/domain/shared/find-page';
import type { TenantDb } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import { userDisplayName } from '@/lib/domain/orders/serializers';
import { bangkokClock, openPackingCutoff } from '@/lib/domain/packing/auto-close/schedule';
import {
  RUN_STATUS_NAME,
  type AutoCloseRunDto,
  type AutoCloseRunsQuery,
  type OpenPackingDto,
  type OpenPackingsQuery,
} from '@/lib/domain/packing/auto-close/schemas';
import { dayStartUtc } from '@/lib/time/bangkok-days';

// The auto-close's history and the packings it lists for a supervisor, read through the
// tenant client (every query limited to the caller's enterprise).

const userName = { select: { username: true, firstName: true, lastName: true } } as const;

export const runSelect = {
  id: true,
  idempotencyKey: true,
  status: true,
  triggeredById: true,
  triggeredBy: userName,
  startedAt: true,
  finishedAt: true,
  closedOrders: true,
  listedPackings: true,
  error: true,
} satisfies Prisma.AutoCloseRunSelect;

type RunRow = Prisma.AutoCloseRunGetPayload<{ select: typeof runSelect }>;

export function toRunDto(r: RunRow): AutoCloseRunDto {
  return {
    id: r.id,
    idempotency_key: r.idempotencyKey,
    trigger: r.idempotencyKey.startsWith('auto:') ? 'auto' : 'manual',
    status: RUN_STATUS_NAME[r.status] ?? 'failed',
    triggered_by_id: r.triggeredById,
    triggered_by_name: userDisplayName(r.triggeredBy),
    started_at: r.startedAt.toISOString(),
    finished_at: r.finishedAt?.toISOString() ?? null,
    closed_orders: r.closedOrders,
    listed_packings: r.listedPackings,
    error: r.error,
  };
}

/** The run history, newest first. */
export async function listRuns(
  db: TenantDb,
  query: AutoCloseRunsQuery,
): Promise<{ rows: AutoCloseRunDto[]; total: number }> {
  const where: Prisma.AutoCloseRunWhereInput = query.status ? { status: query.status } : {};
  const { rows, total } = await findPage(query, {
    rows: (window) =>
      db.autoCloseRun.findMany({
        where,
        select: runSelect,
        orderBy: [{ startedAt: 'desc' }, { id: 'desc' }],
        ...window,
      }),
    total: () => db.autoCloseRun.count({ where }),
  });
  return { rows: rows.map(toRunDto), total };
}

/** Open packings opened before `day` (Bangkok) began: left open past their day. */
export function openPastDayWhere(day: string): Prisma.PackingWhereInput {
  return { status: 1, createdAt: { lt: openPackingCutoff(day) } };
}

const openPackingSelect = {
  id: true,
  packingNumber: true,
  kind: true,
  orderId: true,
  order: { select: { orderNumber: true, status: true } },
  storageId: true,
  storage: { select: { name: true } },
  userId: true,
  user: userName,
  line: true,
  lines: { select: { ordered: true, scanned: true } },
  createdAt: true,
} satisfies Prisma.PackingSelect;

/** Whole Bangkok days between the day an instant falls on and `day`. */
function daysBetween(from: Date, day: string): number {
  const a = dayStartUtc(bangkokClock(from).day)!.getTime();
  const b = dayStartUtc(day)!.getTime();
  return Math.round((b - a) / 86_400_000);
}

/**
 * The packings still open that were opened before today (Bangkok), the longest open first:
 * what a supervisor must finish or cancel. Read live, so a packing closed since the last
 * run drops off the list at once.
 */
export async function listOpenPackings(
  db: TenantDb,
  query: OpenPackingsQuery,
  now = new Date(),
): Promise<{ rows: OpenPackingDto[]; total: number }> {
  const { day } = bangkokClock(now);
  const where = openPastDayWhere(day);
  const { rows, total } = await findPage(query, {
    rows: (window) =>
      db.packing.findMany({
        where,
        select: openPackingSelect,
        orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
        ...window,
      }),
    total: () => db.packing.count({ where }),
  });
  return {
    rows: rows.map((p) => ({
      id: p.id,
      packing_number: p.packingNumber,
      kind: p.kind,
      order_id: p.orderId,
      order_number: p.order.orderNumber,
      order_status: p.order.status,
      storage_id: p.storageId,
      storage_name: p.storage.name,
      user_id: p.userId,
      user_name: userDisplayName(p.user) ?? '',
      line: p.line,
      ordered: p.lines.reduce((n, l) => n + l.ordered, 0),
      scanned: p.lines.reduce((n, l) => n + l.scanned, 0),
      created_at: p.createdAt.toISOString(),
      days_open: daysBetween(p.createdAt, day),
    })),
    total,
  };
}
