import { bangkokDayKey, dayStartUtc } from '@/lib/time/bangkok-days';

// ---------------------------------------------------------------------------------------
// When the auto-close runs and what it reaches, in Bangkok time (UTC+7, no DST). Pure: the
// scheduler, the run and the screen all take their days and cut-offs from here, so a Bangkok
// day edge is decided in one place.
// ---------------------------------------------------------------------------------------

const BANGKOK_OFFSET_MS = 7 * 3600_000;
const DAY_MS = 86_400_000;

/** 'HH:MM', 00:00 to 23:59: the same rule as the CHECK on auto_close_settings.run_at. */
export const RUN_AT_PATTERN = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

export const DEFAULT_RUN_AT = '02:00';

/** The longest back-day setting the screen accepts: beyond that an order is long lost anyway. */
export const MAX_PACKING_BACK_DAYS = 60;

/** The Bangkok calendar day (YYYY-MM-DD) and wall-clock time (HH:MM) of an instant. */
export function bangkokClock(now: Date): { day: string; time: string } {
  const iso = new Date(now.getTime() + BANGKOK_OFFSET_MS).toISOString();
  return { day: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/** The idempotency key of a day's scheduled run: one per enterprise and Bangkok day. */
export function scheduledRunKey(day: string): string {
  return `auto:${day}`;
}

/** The idempotency key of a run started by hand. */
export function manualRunKey(id: string): string {
  return `manual:${id}`;
}

/** True once the day's run time has come (the run is due from then until the day ends). */
export function isRunDue(runAt: string, now: Date): boolean {
  return bangkokClock(now).time >= runAt;
}

/**
 * The Bangkok day a run closes for: a scheduled run's own day (so a retry after midnight
 * still closes what that day's run would have), otherwise the day the run started.
 */
export function runDay(idempotencyKey: string, startedAt: Date): string {
  const m = /^auto:(\d{4}-\d{2}-\d{2})$/.exec(idempotencyKey);
  if (m && dayStartUtc(m[1]!)) return m[1]!;
  return bangkokDayKey(startedAt);
}

/**
 * Orders at 112 since before this instant are past the back-day setting on `day`: packed on
 * a Bangkok day more than `backDays` days before it. With 3 back days, the run of the 20th
 * closes orders packed on the 16th or earlier (up to 17th 00:00 Bangkok) and leaves the 17th.
 */
export function closeCutoff(day: string, backDays: number): Date {
  const start = dayStartUtc(day);
  if (!start) throw new RangeError(`not a day: ${day}`);
  const days = Math.max(0, Math.floor(backDays));
  return new Date(start.getTime() - days * DAY_MS);
}

/** Packings still open that were opened before this instant are left open past their day. */
export function openPackingCutoff(day: string): Date {
  const start = dayStartUtc(day);
  if (!start) throw new RangeError(`not a day: ${day}`);
  return start;
}

/** The instant `runAt` on a Bangkok `day`. */
function instantOn(day: string, runAt: string): Date {
  const [h, m] = runAt.split(':').map(Number) as [number, number];
  return new Date(openPackingCutoff(day).getTime() + (h * 60 + m) * 60_000);
}

/**
 * When the scheduled run comes next, for the settings screen: null when off; `now` when
 * today's run time has passed and today has no scheduled run yet (the scheduler starts it
 * within its next tick); else the next run time, today or tomorrow.
 */
export function nextScheduledRun(
  settings: { enabled: boolean; runAt: string },
  now: Date,
  ranToday: boolean,
): Date | null {
  if (!settings.enabled) return null;
  const { day } = bangkokClock(now);
  const today = instantOn(day, settings.runAt);
  if (now.getTime() < today.getTime()) return today;
  if (!ranToday) return now;
  const tomorrow = bangkokDayKey(new Date(openPackingCutoff(day).getTime() + DAY_MS));
  return instantOn(tomorrow, settings.runAt);
}
