import { z } from 'zod';
import { intFilter, limitParam, pageParam } from '@/lib/domain/shared/list-query';
import { MAX_PACKING_BACK_DAYS, RUN_AT_PATTERN } from '@/lib/domain/packing/auto-close/schedule';

// Inputs and answers of the auto-close calls (/api/v1/autoclose/*), shared by the route
// handlers and the /backoffice/autoclose form: one schema, two places.

/** auto_close_runs.status */
export const RUN_STATUS = { running: 1, succeeded: 2, failed: 3 } as const;
export type RunStatus = (typeof RUN_STATUS)[keyof typeof RUN_STATUS];
export const RUN_STATUS_NAME: Record<number, 'running' | 'succeeded' | 'failed'> = {
  1: 'running',
  2: 'succeeded',
  3: 'failed',
};

export const runAtInput = z.string().regex(RUN_AT_PATTERN, 'expected HH:MM, 00:00 to 23:59');

/**
 * PUT /api/v1/autoclose/settings. `packing_back_days` (the enterprise's packing back-day
 * setting, which the run closes by) may be left out to keep it as it is.
 */
export const autoCloseSettingsInput = z.object({
  enabled: z.boolean(),
  run_at: runAtInput,
  packing_back_days: z.number().int().min(0).max(MAX_PACKING_BACK_DAYS).optional(),
});
export type AutoCloseSettingsInput = z.output<typeof autoCloseSettingsInput>;

export const autoCloseRunSchema = z.object({
  id: z.number().int(),
  idempotency_key: z.string(),
  /** 'auto' for the scheduler's run of a day, 'manual' for a run started by hand. */
  trigger: z.enum(['auto', 'manual']),
  status: z.enum(['running', 'succeeded', 'failed']),
  triggered_by_id: z.number().int().nullable(),
  triggered_by_name: z.string().nullable(),
  started_at: z.string(),
  finished_at: z.string().nullable(),
  closed_orders: z.number().int(),
  listed_packings: z.number().int(),
  error: z.string().nullable(),
});
export type AutoCloseRunDto = z.output<typeof autoCloseRunSchema>;

export const autoCloseSettingsSchema = z.object({
  enabled: z.boolean(),
  run_at: z.string(),
  packing_back_days: z.number().int(),
  updated_at: z.string().nullable(),
  updated_by_name: z.string().nullable(),
  /** When the scheduled run comes next (ISO); null when auto-close is off. */
  next_run_at: z.string().nullable(),
  last_run: autoCloseRunSchema.nullable(),
});
export type AutoCloseSettingsDto = z.output<typeof autoCloseSettingsSchema>;

/** GET /api/v1/autoclose/runs: newest first. */
export const autoCloseRunsQuery = z.object({
  page: pageParam,
  limit: limitParam,
  status: intFilter(1, 3),
});
export type AutoCloseRunsQuery = z.output<typeof autoCloseRunsQuery>;

/** GET /api/v1/autoclose/open-packings: oldest first (the longest open at the top). */
export const openPackingsQuery = z.object({
  page: pageParam,
  limit: limitParam,
});
export type OpenPackingsQuery = z.output<typeof openPackingsQuery>;

export const openPackingSchema = z.object({
  id: z.number().int(),
  packing_number: z.string(),
  /** 1 normal, 2 return. */
  kind: z.number().int(),
  order_id: z.number().int(),
  order_number: z.string(),
  order_status: z.number().int(),
  storage_id: z.number().int(),
  storage_name: z.string(),
  user_id: z.number().int(),
  user_name: z.string(),
  line: z.string().nullable(),
  ordered: z.number().int(),
  scanned: z.number().int(),
  created_at: z.string(),
  /** Whole Bangkok days since the day it was opened (1 = opened yesterday). */
  days_open: z.number().int(),
});
export type OpenPackingDto = z.output<typeof openPackingSchema>;
