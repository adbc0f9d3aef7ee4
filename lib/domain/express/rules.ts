// Express, the seller's own courier: its codes and pure rules (docs/express.md). No I/O,
// no zod: the screens read these too.

/** The shipping provider of the seller's own courier (orders.shipping_provider_id). */
export const OWN_COURIER_PROVIDER = 6;

/** Order statuses a parcel may be put on a route from: packed (112) or handed over (121). */
export const ASSIGNABLE_STATUSES: readonly number[] = [112, 121];

/** express_assignments.status */
export const ASSIGNMENT_STATUS = {
  OnRoute: 1,
  Delivered: 2,
  Failed: 3,
  Returned: 4,
} as const;
export type AssignmentStatus = (typeof ASSIGNMENT_STATUS)[keyof typeof ASSIGNMENT_STATUS];

/** express_deliveries.outcome */
export const OUTCOME = { Delivered: 1, Failed: 2 } as const;
/** express_deliveries.next (a failed parcel): try again another day, or return to the seller. */
export const FAILED_NEXT = { Retry: 1, Return: 2 } as const;

export const OUTCOME_NAMES = ['delivered', 'failed'] as const;
export type OutcomeName = (typeof OUTCOME_NAMES)[number];
export const NEXT_NAMES = ['retry', 'return'] as const;
export type NextName = (typeof NEXT_NAMES)[number];

export const ASSIGNMENT_STATUS_NAMES = {
  1: 'on_route',
  2: 'delivered',
  3: 'failed',
  4: 'returned',
} as const satisfies Record<AssignmentStatus, string>;
export type AssignmentStatusName = (typeof ASSIGNMENT_STATUS_NAMES)[AssignmentStatus];

/** Cash on delivery: the payment type whose total the driver collects. */
export const COD_PAYMENT_TYPE = 2;

/** A client action id: what a phone makes up once per action (a UUID, or similar). */
export const CLIENT_ACTION_ID_RE = /^[A-Za-z0-9][A-Za-z0-9_.:-]{7,99}$/;

export const MAX_FAILED_REASON = 500;
export const MAX_DELIVERY_PHOTO_BYTES = 10 * 1024 * 1024;
/** How far in the future a phone's clock may say an action happened (clocks drift). */
export const MAX_CLOCK_AHEAD_MS = 10 * 60_000;
/** How many parcels one assignment call takes. */
export const MAX_ASSIGN = 200;

// ---------------------------------------------------------------------------------------
// Cash reconciliation, in whole satang (never floats).
// ---------------------------------------------------------------------------------------

/** "1250.5" or "1250.50" -> 125050 satang. Only for the database's own numeric text. */
export function toSatang(text: string): number {
  const negative = text.startsWith('-');
  const [whole, frac = ''] = (negative ? text.slice(1) : text).split('.');
  const value = Number(whole) * 100 + Number((frac + '00').slice(0, 2));
  return negative ? -value : value;
}

/** 125050 -> "1250.50"; -5 -> "-0.05". */
export function fromSatang(satang: number): string {
  const sign = satang < 0 ? '-' : '';
  const abs = Math.abs(satang);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

export interface CashFigures {
  expected: string;
  collected: string;
  handed_in: string;
}

export interface CashDifferences {
  /** collected - expected: what the driver recorded against the COD totals delivered. */
  collected_diff: string;
  /** handed_in - collected: what reached the owner against what the driver recorded. */
  handed_in_diff: string;
  /** Either difference is not zero. */
  flagged: boolean;
}

/** The two differences of one driver's day and whether it is flagged. */
export function cashDifferences(f: CashFigures): CashDifferences {
  const expected = toSatang(f.expected);
  const collected = toSatang(f.collected);
  const handedIn = toSatang(f.handed_in);
  const collectedDiff = collected - expected;
  const handedInDiff = handedIn - collected;
  return {
    collected_diff: fromSatang(collectedDiff),
    handed_in_diff: fromSatang(handedInDiff),
    flagged: collectedDiff !== 0 || handedInDiff !== 0,
  };
}

/** YYYY-MM-DD of a `@db.Date` value (stored as UTC midnight). */
export const dateKey = (d: Date): string => d.toISOString().slice(0, 10);

/** The `@db.Date` value of a YYYY-MM-DD day. */
export const dateOfKey = (day: string): Date => new Date(`${day}T00:00:00.000Z`);
