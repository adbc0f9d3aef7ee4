import { z } from 'zod';
import { fileField } from '@/lib/storage/file-field';
import {
  CLAIM_PARTIES,
  MAX_CLAIM_PHOTOS,
  MAX_CLAIM_REASON,
} from '@/lib/domain/orders/claims/rules';

// Inputs and answers of the claim calls and the claim parts of the order detail.
// Zod and plain data only: the claim dialog validates with the same schema.

const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** One photo or several under the same form field name: always a list. */
const photoList = z.preprocess(
  (v) => (v === undefined || v === null ? [] : Array.isArray(v) ? v : [v]),
  z.array(fileField).max(MAX_CLAIM_PHOTOS),
);

/**
 * POST /api/v1/orders/{id}/claim: JSON `{ party, reason }`, or multipart with the same
 * fields and up to MAX_CLAIM_PHOTOS files under `photos` (JPEG, PNG, WebP).
 */
export const claimInput = z.object({
  party: z.coerce
    .number()
    .pipe(z.literal(CLAIM_PARTIES))
    .describe('1 the carrier, 2 the marketplace'),
  reason: z
    .string()
    .trim()
    .max(MAX_CLAIM_REASON)
    .refine((s) => !CONTROL.test(s), 'no control characters')
    .pipe(z.string().min(1)),
  photos: photoList.describe(
    `photos of the parcel (multipart only; at most ${MAX_CLAIM_PHOTOS}, each JPEG, PNG or WebP of at most 10 MB)`,
  ),
});
export type ClaimInput = z.output<typeof claimInput>;

/** The claim of an order, as the detail shows it. */
export const orderClaimSchema = z.object({
  id: z.number(),
  party: z.number(),
  reason: z.string(),
  from_status: z.number(),
  photos: z.array(z.object({ key: z.string(), url: z.string() })),
  created_by_id: z.number(),
  created_by_name: z.string().nullable(),
  created_at: z.string(),
});
export type OrderClaimRow = z.infer<typeof orderClaimSchema>;

/** A buyer's return request as the platform announced it (the newest one of the order). */
export const returnRequestSchema = z.object({
  id: z.number(),
  platform_return_id: z.string(),
  /** 1 return and refund, 2 refund only (nothing comes back), 3 replacement. */
  kind: z.number(),
  platform_status: z.string(),
  reason: z.string().nullable(),
  buyer_tracking_number: z.string().nullable(),
  requested_at: z.string(),
});
export type ReturnRequestRow = z.infer<typeof returnRequestSchema>;
