import type { Actor } from '@/lib/auth/actor';
import { inTransaction, type TenantDb } from '@/lib/db';
import { recordAudit } from '@/lib/domain/audit/service';
import { userDisplayName } from '@/lib/domain/orders/serializers';
import { runSelect, toRunDto } from '@/lib/domain/packing/auto-close/list-runs';
import {
  bangkokClock,
  DEFAULT_RUN_AT,
  nextScheduledRun,
  scheduledRunKey,
} from '@/lib/domain/packing/auto-close/schedule';
import type {
  AutoCloseSettingsDto,
  AutoCloseSettingsInput,
} from '@/lib/domain/packing/auto-close/schemas';

// The auto-close settings of an enterprise (one row, made on the first save; until then
// off at 02:00) and its packing back-day setting, which lives on the enterprise.

export async function getAutoCloseSettings(
  db: TenantDb,
  enterpriseId: number,
  now = new Date(),
): Promise<AutoCloseSettingsDto> {
  // One after the other: the settings call reads these inside its transaction (one
  // connection, which must not be sent a statement while another runs).
  const setting = await db.autoCloseSetting.findFirst({
    select: {
      enabled: true,
      runAt: true,
      updatedAt: true,
      updatedBy: { select: { username: true, firstName: true, lastName: true } },
    },
  });
  const enterprise = await db.enterprise.findUniqueOrThrow({
    where: { id: enterpriseId },
    select: { packingBackDays: true },
  });
  const lastRun = await db.autoCloseRun.findFirst({
    select: runSelect,
    orderBy: [{ startedAt: 'desc' }, { id: 'desc' }],
  });
  const today = await db.autoCloseRun.findFirst({
    where: { idempotencyKey: scheduledRunKey(bangkokClock(now).day) },
    select: { id: true },
  });
  const enabled = setting?.enabled ?? false;
  const runAt = setting?.runAt ?? DEFAULT_RUN_AT;
  const next = nextScheduledRun({ enabled, runAt }, now, Boolean(today));
  return {
    enabled,
    run_at: runAt,
    packing_back_days: enterprise.packingBackDays,
    updated_at: setting?.updatedAt.toISOString() ?? null,
    updated_by_name: userDisplayName(setting?.updatedBy),
    next_run_at: next?.toISOString() ?? null,
    last_run: lastRun ? toRunDto(lastRun) : null,
  };
}

export async function updateAutoCloseSettings(
  db: TenantDb,
  actor: Actor,
  input: AutoCloseSettingsInput,
  requestId?: string,
): Promise<AutoCloseSettingsDto> {
  await inTransaction(db, async (tx) => {
    const before = await getAutoCloseSettings(tx, actor.enterpriseId);
    await tx.autoCloseSetting.upsert({
      where: { enterpriseId: actor.enterpriseId },
      create: {
        enterpriseId: actor.enterpriseId,
        enabled: input.enabled,
        runAt: input.run_at,
        updatedById: actor.userId,
      },
      update: { enabled: input.enabled, runAt: input.run_at, updatedById: actor.userId },
    });
    if (input.packing_back_days !== undefined)
      await tx.enterprise.update({
        where: { id: actor.enterpriseId },
        data: { packingBackDays: input.packing_back_days },
      });
    await recordAudit(tx, actor, {
      action: 'autoclose.update',
      entity: 'autoclose',
      entityId: actor.enterpriseId,
      before: {
        enabled: before.enabled,
        run_at: before.run_at,
        packing_back_days: before.packing_back_days,
      },
      after: {
        enabled: input.enabled,
        run_at: input.run_at,
        packing_back_days: input.packing_back_days ?? before.packing_back_days,
      },
      requestId,
    });
  });
  return getAutoCloseSettings(db, actor.enterpriseId);
}
