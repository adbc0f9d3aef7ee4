import { ALLOWED_MOVES, ORDER_STATUS, ORDER_STATUSES } from '@/lib/domain/orders/status';

// ---------------------------------------------------------------------------------------
// Claims (docs/domain-rules.md, Returns: "Claims"): a dispute with the carrier or the
// marketplace about a parcel that left the warehouse. Claiming moves the order to 142
// through its own call (the party, the reason, the photos), never through the status call.
// The claim pack is the evidence file of the dispute. Pure: no database, no I/O; the
// screens read the same constants.
// ---------------------------------------------------------------------------------------

/** Who the dispute is with. */
export const CLAIM_PARTY = { Carrier: 1, Marketplace: 2 } as const;
export const CLAIM_PARTIES = [CLAIM_PARTY.Carrier, CLAIM_PARTY.Marketplace] as const;
export type ClaimParty = (typeof CLAIM_PARTIES)[number];

/** Photos of the parcel on one claim, and the size of each. */
export const MAX_CLAIM_PHOTOS = 6;
export const MAX_CLAIM_PHOTO_BYTES = 10 * 1024 * 1024;
/** Longest reason kept on a claim. */
export const MAX_CLAIM_REASON = 1000;

/** The statuses an order may be claimed from: the ones the allowed moves lead into 142. */
export const CLAIMABLE_STATUSES: readonly number[] = ORDER_STATUSES.filter((s) =>
  ALLOWED_MOVES[s].includes(ORDER_STATUS.Claimed),
);

export function canClaim(status: number): boolean {
  return CLAIMABLE_STATUSES.includes(status);
}

/**
 * The statuses the claim pack is made at: the parcel left the warehouse (in transit,
 * delivered, completed, on its way back, returned, claimed). Before that there is nothing
 * to dispute.
 */
export const CLAIM_PACK_STATUSES: readonly number[] = [
  ORDER_STATUS.Intransit,
  ORDER_STATUS.Delivered,
  ORDER_STATUS.Completed,
  ORDER_STATUS.Returning,
  ORDER_STATUS.Returned,
  ORDER_STATUS.Claimed,
];

export function canMakeClaimPack(status: number): boolean {
  return CLAIM_PACK_STATUSES.includes(status);
}

/** Return request kinds as the platform sync stores them. */
export const RETURN_REQUEST_KIND = { ReturnAndRefund: 1, RefundOnly: 2, Replacement: 3 } as const;
