import { z } from 'zod';
import { bangkokDate } from '@/lib/time/bangkok-days';
import { blankToUndefined, idParam } from '@/lib/domain/shared/list-query';
import { fileField } from '@/lib/storage/file-field';
import {
  ASSIGNMENT_STATUS_NAMES,
  CLIENT_ACTION_ID_RE,
  MAX_ASSIGN,
  MAX_FAILED_REASON,
  NEXT_NAMES,
  OUTCOME_NAMES,
} from '@/lib/domain/express/rules';

// Inputs and answers of the Express calls (docs/express.md). Zod and plain data only: the
// driver's screen and the cash screen validate with the same schemas.

const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const MONEY_RE = /^\d{1,12}(\.\d{1,2})?$/;

/** "390", "390.5", 390.5 -> "390.50" (never a binary float). */
export const expressMoney = z
  .union([z.string(), z.number()])
  .transform((v) => (typeof v === 'number' ? String(v) : v.trim()))
  .refine((v) => MONEY_RE.test(v), 'a decimal of at most two places, 0 or more')
  .transform((v) => {
    const [whole, frac = ''] = v.split('.');
    return `${BigInt(whole!).toString()}.${frac.padEnd(2, '0')}`;
  });

const statusNames = Object.values(ASSIGNMENT_STATUS_NAMES) as [string, ...string[]];

/** A day of the route (YYYY-MM-DD, Bangkok); absent: today. */
const dayQuery = bangkokDate.describe('a Bangkok day YYYY-MM-DD; absent: today');

// ---------------------------------------------------------------------------------------
// Assigning
// ---------------------------------------------------------------------------------------

export const assignInput = z.object({
  day: dayQuery,
  driver_id: idParam,
  order_ids: z.array(idParam).min(1).max(MAX_ASSIGN),
  /** Move parcels already on another driver's route that day to this one. */
  reassign: z.boolean().optional().default(false),
});
export type AssignInput = z.output<typeof assignInput>;

export const assignmentSchema = z.object({
  id: z.number(),
  order_id: z.number(),
  driver_id: z.number(),
  day: z.string(),
  status: z.enum(statusNames),
  position: z.number(),
});
export type AssignmentRow = z.infer<typeof assignmentSchema>;

export const assignResultSchema = z.object({
  day: z.string(),
  driver_id: z.number(),
  assignments: z.array(assignmentSchema),
});
export type AssignResult = z.infer<typeof assignResultSchema>;

// ---------------------------------------------------------------------------------------
// The route list and one parcel
// ---------------------------------------------------------------------------------------

export const routeQuery = z.object({
  day: dayQuery,
  driver_id: z.preprocess(blankToUndefined, idParam.optional()),
});
export type RouteQuery = z.output<typeof routeQuery>;

export const parcelSchema = z.object({
  order_id: z.number(),
  order_number: z.string(),
  tracking_number: z.string().nullable(),
  order_status: z.number(),
  recipient_name: z.string(),
  recipient_phone: z.string(),
  address: z.string(),
  /** Cash on delivery: the driver collects `cod_amount`. */
  cod: z.boolean(),
  cod_amount: z.string(),
  seller_note: z.string().nullable(),
  assignment_id: z.number().nullable(),
  driver_id: z.number().nullable(),
  driver_name: z.string().nullable(),
  day: z.string().nullable(),
  position: z.number().nullable(),
  status: z.enum(statusNames).nullable(),
  /** The last action on it: failed reason, when. */
  last_outcome: z.enum(OUTCOME_NAMES).nullable(),
  last_reason: z.string().nullable(),
  last_at: z.string().nullable(),
});
export type Parcel = z.infer<typeof parcelSchema>;

export const routeSchema = z.object({
  day: z.string(),
  driver_id: z.number(),
  parcels: z.array(parcelSchema),
});
export type RouteList = z.infer<typeof routeSchema>;

export const parcelQuery = z.object({
  code: z.string().trim().min(1).max(100).describe('order number or tracking number'),
});

export const waitingQuery = z.object({ day: dayQuery });

export const waitingSchema = z.object({
  day: z.string(),
  parcels: z.array(parcelSchema),
});

export const driverSchema = z.object({ id: z.number(), name: z.string() });
export type Driver = z.infer<typeof driverSchema>;

// ---------------------------------------------------------------------------------------
// The driver's actions
// ---------------------------------------------------------------------------------------

const clientActionId = z
  .string()
  .trim()
  .regex(CLIENT_ACTION_ID_RE, '8-100 letters, digits, _ . : -')
  .describe('made once per action on the phone: sent again, the action counts once');

const actedAt = z.preprocess(
  blankToUndefined,
  z.iso.datetime({ offset: true }).optional().describe('when the driver did it (the phone)'),
);

const reasonText = z
  .string()
  .trim()
  .max(MAX_FAILED_REASON)
  .refine((s) => !CONTROL.test(s), 'no control characters');

/** POST .../delivered: JSON, or multipart with the proof photo under `photo`. */
export const deliveredInput = z.object({
  client_action_id: clientActionId,
  at: actedAt,
  cash_collected: z.preprocess(blankToUndefined, expressMoney.optional()),
  photo: z.preprocess(blankToUndefined, fileField.optional()),
});
export type DeliveredInput = z.output<typeof deliveredInput>;

/** POST .../failed */
export const failedInput = z.object({
  client_action_id: clientActionId,
  at: actedAt,
  reason: reasonText.pipe(z.string().min(1)),
  next: z.enum(NEXT_NAMES).describe('retry another day, or return the parcel to the seller'),
});
export type FailedInput = z.output<typeof failedInput>;

export const actionResultSchema = z.object({
  client_action_id: z.string(),
  order_id: z.number(),
  order_number: z.string(),
  outcome: z.enum(OUTCOME_NAMES),
  order_status: z.number(),
  assignment_status: z.enum(statusNames),
  cash_collected: z.string(),
  photo_key: z.string().nullable(),
  /** The same client action id was sent before: nothing moved this time. */
  replayed: z.boolean(),
});
export type ActionResult = z.infer<typeof actionResultSchema>;

// ---------------------------------------------------------------------------------------
// Cash on delivery reconciliation
// ---------------------------------------------------------------------------------------

export const cashQuery = z.object({
  start_date: bangkokDate,
  end_date: bangkokDate,
  driver_id: z.preprocess(blankToUndefined, idParam.optional()),
});
export type CashQuery = z.output<typeof cashQuery>;

export const cashRowSchema = z.object({
  driver_id: z.number(),
  driver_name: z.string(),
  day: z.string(),
  delivered: z.number(),
  cod_delivered: z.number(),
  expected: z.string(),
  collected: z.string(),
  handed_in: z.string(),
  collected_diff: z.string(),
  handed_in_diff: z.string(),
  flagged: z.boolean(),
});
export type CashRow = z.infer<typeof cashRowSchema>;

export const cashReportSchema = z.object({
  start_date: z.string(),
  end_date: z.string(),
  rows: z.array(cashRowSchema),
  totals: z.object({
    expected: z.string(),
    collected: z.string(),
    handed_in: z.string(),
    flagged: z.number(),
  }),
});
export type CashReport = z.infer<typeof cashReportSchema>;

export const handinInput = z.object({
  driver_id: idParam,
  day: bangkokDate.pipe(z.string()),
  amount: expressMoney.refine((v) => v !== '0.00', 'more than 0'),
  note: z.preprocess(blankToUndefined, reasonText.optional()),
});
export type HandinInput = z.output<typeof handinInput>;

export const handinSchema = z.object({
  id: z.number(),
  driver_id: z.number(),
  day: z.string(),
  amount: z.string(),
  note: z.string().nullable(),
});
