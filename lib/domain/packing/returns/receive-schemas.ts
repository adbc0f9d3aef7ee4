import { z } from 'zod';
import { MAX_INT4 } from '@/lib/domain/shared/list-query';
import { MAX_SCANNED } from '@/lib/domain/packing/shared/constants';
import { returnLineSchema } from '@/lib/domain/packing/shared/schemas';

// POST /api/v2/orders/return: a returned parcel received and closed in one call, without the
// station's scanning (api-contract section 7, Returns). zod-only.

const id = z.number().int().positive().max(MAX_INT4);
const units = z.number().int().min(0).max(MAX_SCANNED);

export const receiveReturnInput = z.object({
  order_id: id,
  /** Where the good units go; else the order's storage, else where it was packed. */
  storage_id: id.optional(),
  /** The receiver's note: the return's reason when the platform gave none. */
  note: z.string().trim().max(1000).optional(),
  lines: z
    .array(
      z.object({
        /** The warehouse product, as the order's units and the return station name it. */
        product_id: id,
        good: units.default(0),
        broken: units.default(0),
        lost: units.default(0),
        other: units.default(0),
      }),
    )
    .min(1)
    .max(500)
    .refine((lines) => new Set(lines.map((l) => l.product_id)).size === lines.length, {
      message: 'each product at most once',
    }),
});
export type ReceiveReturnInput = z.infer<typeof receiveReturnInput>;

export const receivedReturnSchema = z.object({
  id: z.number().describe('the return'),
  return_number: z.string(),
  order_id: z.number(),
  order_number: z.string(),
  status: z.literal(141).describe("the order's status: returned"),
  storage_id: z.number().describe('where the good units went'),
  bill_number: z.string().nullable().describe('the RET bill, when good units went back'),
  lines: z.array(returnLineSchema),
});
export type ReceivedReturn = z.infer<typeof receivedReturnSchema>;
