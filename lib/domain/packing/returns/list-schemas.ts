import { z } from 'zod';
import { bangkokDate } from '@/lib/time/bangkok-days';
import { blankToUndefined, intFilter, limitParam, pageParam } from '@/lib/domain/shared/list-query';

// GET /api/v2/packings/return: the received returns (screen /backoffice/returnv2). Kept
// apart from schemas.ts so the list and the station change independently; zod-only, the
// list screen imports the row type.

/** Return states (returns.status, prisma/schema/orders.prisma). */
export const RETURN_STATUS = { Open: 1, Closed: 2, Cancelled: 3 } as const;

export const returnListQuery = z.object({
  page: pageParam,
  limit: limitParam,
  /** Bangkok days of the return's receipt (its creation), at most 31. */
  start_date: bangkokDate,
  end_date: bangkokDate,
  status: intFilter(1, 3),
  /** The order's number or the return's own number, exact. */
  order_number: z.preprocess(blankToUndefined, z.string().trim().min(1).max(100).optional()),
});
export type ReturnListQuery = z.infer<typeof returnListQuery>;

export const returnRowSchema = z.object({
  id: z.number(),
  return_number: z.string(),
  status: z.number(),
  order_id: z.number(),
  order_number: z.string(),
  order_status: z.number(),
  packing_id: z.number().nullable(),
  /** The return bill (RET-) the close wrote, when good units went back into stock. */
  bill_number: z.string().nullable(),
  reason: z.string().nullable(),
  user_id: z.number(),
  user_name: z.string(),
  created_at: z.string(),
  closed_at: z.string().nullable(),
  good: z.number(),
  broken: z.number(),
  lost: z.number(),
  other: z.number(),
  /** Value of the good units at the cost they left with (money). */
  good_value: z.string(),
  /** Value of the broken, lost and other units at the cost they left with (money). */
  loss_value: z.string(),
  /** Where the unboxing video plays, when there is one. */
  video_url: z.string().nullable(),
});
export type ReturnRow = z.infer<typeof returnRowSchema>;
