import type { Prisma } from '@/lib/generated/prisma/client';
import { fileUrl } from '@/lib/storage/file-field';
import type { OrderClaimRow, ReturnRequestRow } from '@/lib/domain/orders/claims/schemas';

// Typed selects and serializers of an order's claim and its platform return requests, as
// the order detail answers them (lib/domain/orders/serializers.ts reads them with the order).

export const orderClaimSelect = {
  id: true,
  party: true,
  reason: true,
  fromStatus: true,
  photoKeys: true,
  createdById: true,
  createdAt: true,
  createdBy: { select: { username: true, firstName: true, lastName: true } },
} as const;

type OrderClaimRecord = Prisma.OrderClaimGetPayload<{ select: typeof orderClaimSelect }>;

/** The claim; `createdByName` is how the order names users (serializers.ts userDisplayName). */
export function toOrderClaim(c: OrderClaimRecord, createdByName: string | null): OrderClaimRow {
  return {
    id: c.id,
    party: c.party,
    reason: c.reason,
    from_status: c.fromStatus,
    photos: c.photoKeys.map((key) => ({ key, url: fileUrl(key) })),
    created_by_id: c.createdById,
    created_by_name: createdByName,
    created_at: c.createdAt.toISOString(),
  };
}

export const returnRequestSelect = {
  id: true,
  platformReturnId: true,
  kind: true,
  platformStatus: true,
  reason: true,
  buyerTrackingNumber: true,
  requestedAt: true,
} as const;

/** The newest request first: the detail shows that one. */
export const returnRequestOrder: Prisma.OrderReturnRequestOrderByWithRelationInput[] = [
  { requestedAt: 'desc' },
  { id: 'desc' },
];

type ReturnRequestRecord = Prisma.OrderReturnRequestGetPayload<{
  select: typeof returnRequestSelect;
}>;

export function toReturnRequest(r: ReturnRequestRecord): ReturnRequestRow {
  return {
    id: r.id,
    platform_return_id: r.platformReturnId,
    kind: r.kind,
    platform_status: r.platformStatus,
    reason: r.reason,
    buyer_tracking_number: r.buyerTrackingNumber,
    requested_at: r.requestedAt.toISOString(),
  };
}
