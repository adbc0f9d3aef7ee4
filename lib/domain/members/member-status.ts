import { MEMBER_STATUS } from '@/lib/domain/members/schemas';

// A member's status (docs/members.md, Status): 2 blocked is the seller's choice; 0 and 1
// are a fact, whether the member proved the phone on record with a one-time code
// (`phone_verified_at`). The column keeps that proof through a block, so an unblock gives
// back the right status whatever 0 or 1 was asked for. Pure, for the service and its tests.

export interface MemberStatusFacts {
  status: number;
  /** The member's phone has been proved with a one-time code (and not changed since). */
  phoneVerified: boolean;
}

/** 1 with a verified phone, 0 without: the status of a member who is not blocked. */
export const openStatus = (phoneVerified: boolean): number =>
  phoneVerified ? MEMBER_STATUS.verified : MEMBER_STATUS.unverified;

/**
 * The status after an edit. `requested` 2 blocks; 0 or 1 unblocks (or keeps unblocked) and
 * becomes 1 or 0 by the verified phone; left out, a blocked member stays blocked and any
 * other follows its phone (a changed phone is no longer verified).
 */
export function nextMemberStatus(after: MemberStatusFacts, requested: number | undefined): number {
  if (requested === MEMBER_STATUS.blocked) return MEMBER_STATUS.blocked;
  if (requested === undefined && after.status === MEMBER_STATUS.blocked)
    return MEMBER_STATUS.blocked;
  return openStatus(after.phoneVerified);
}

/**
 * Whether the phone stays verified after an edit: only while the edit leaves the phone as
 * it was (`newPhone` undefined: not part of the edit).
 */
export function phoneStaysVerified(
  verifiedAt: Date | null,
  oldPhone: string | null,
  newPhone: string | null | undefined,
): boolean {
  if (!verifiedAt || !oldPhone) return false;
  return newPhone === undefined || newPhone === oldPhone;
}
