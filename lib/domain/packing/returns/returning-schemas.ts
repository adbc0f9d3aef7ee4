import { z } from 'zod';
import { intFilter, limitParam, pageParam, searchParam } from '@/lib/domain/shared/list-query';

// GET /api/v2/orders/returning: the returns on their way back (screen /backoffice/returnv0):
// orders at 998, oldest first, each with the platform's newest return request (kind,
// reason, the buyer's tracking number) when there is one. zod-only: the screen imports it.

/** order_return_requests.kind (prisma/schema/orders.prisma). */
export const RETURN_REQUEST_KIND = { ReturnAndRefund: 1, RefundOnly: 2, Replacement: 3 } as const;

export const returningListQuery = z.object({
  page: pageParam,
  limit: limitParam,
  /** Order number, platform order id, our tracking number or the buyer's. */
  search: searchParam,
  /** The spec's platform codes (1 own, 2 TikTok, 3 Shopee, 4 Lazada, 5 LINE, 8 Pancake). */
  platform: intFilter(1, 8),
});
export type ReturningListQuery = z.infer<typeof returningListQuery>;

export const returningRowSchema = z.object({
  order_id: z.number(),
  order_number: z.string(),
  platform: z.number(),
  platform_order_id: z.string().nullable(),
  shop_name: z.string().nullable(),
  recipient_name: z.string(),
  /** Our parcel's tracking number (the way out). */
  tracking_number: z.string().nullable(),
  /** Since when the order is returning: the request's time, else its move to 998. */
  returning_since: z.string(),
  total: z.string().describe('the order total, money'),
  units: z.number().describe('units the order shipped'),
  request_kind: z.number().nullable().describe('1 return and refund, 2 refund only, 3 replacement'),
  request_reason: z.string().nullable(),
  request_status: z.string().nullable().describe("the platform's words"),
  buyer_tracking_number: z.string().nullable(),
});
export type ReturningRow = z.infer<typeof returningRowSchema>;
