import type { Actor } from '@/lib/auth/actor';
import { inTransaction, type TenantDb } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { recordAudit } from '@/lib/domain/audit/service';
import { getOrderDetail } from '@/lib/domain/orders/detail';
import { lockOrder, ORDER_EVENT, recordOrderEvent } from '@/lib/domain/orders/events';
import type { OrderDetail } from '@/lib/domain/orders/schemas';
import { ORDER_STATUS } from '@/lib/domain/orders/status';
import { claimPhotoType } from '@/lib/domain/orders/claims/photo-type';
import {
  canClaim,
  CLAIMABLE_STATUSES,
  MAX_CLAIM_PHOTO_BYTES,
} from '@/lib/domain/orders/claims/rules';
import type { ClaimInput } from '@/lib/domain/orders/claims/schemas';
import { deleteObject, objectKey, putObject } from '@/lib/storage';

// Claiming an order (POST /api/v1/orders/{id}/claim; docs/domain-rules.md, Returns:
// "Claims"): the order moves to 142 with its claim (party, reason, photos), its `claimed`
// event and the audit entry, in one transaction that starts with the order's lock. The
// photos are checked and stored before it (storage is not part of the transaction) and
// removed again when the claim is refused.

/** The folder claim photos are stored in (objectKey). */
export const CLAIM_PHOTO_FOLDER = 'claim-photos';

const alreadyClaimed = (orderId: number) =>
  new AppError('order.alreadyClaimed', `order ${orderId} has a claim`);

const notClaimable = (from: number) =>
  new AppError(
    'order.invalidStatusTransition',
    `from ${from} to ${ORDER_STATUS.Claimed}: an order is claimed from ${CLAIMABLE_STATUSES.join(' or ')}`,
  );

/** Refuses a claim of the order as it stands: a second claim 409, another status 422. */
async function assertClaimable(db: TenantDb, orderId: number, status: number): Promise<void> {
  const claimed = await db.orderClaim.findFirst({ where: { orderId }, select: { id: true } });
  if (claimed) throw alreadyClaimed(orderId);
  if (!canClaim(status)) throw notClaimable(status);
}

interface CheckedPhoto {
  bytes: Buffer;
  contentType: string;
  ext: string;
}

/** Each photo read and typed from its bytes: over 10 MB 413, not JPEG/PNG/WebP 415. */
async function checkPhotos(files: readonly File[]): Promise<CheckedPhoto[]> {
  const out: CheckedPhoto[] = [];
  for (const [i, file] of files.entries()) {
    const tooLarge = new AppError('file.tooLarge', `photos[${i}]: at most 10 MB`);
    if (file.size > MAX_CLAIM_PHOTO_BYTES) throw tooLarge;
    const bytes = Buffer.from(await file.arrayBuffer());
    if (bytes.length > MAX_CLAIM_PHOTO_BYTES) throw tooLarge;
    const type = claimPhotoType(bytes);
    if (!type)
      throw new AppError('file.invalidType', `photos[${i}]: expected a JPEG, PNG or WebP photo`);
    out.push({ bytes, ...type });
  }
  return out;
}

async function storePhotos(actor: Actor, photos: readonly CheckedPhoto[]): Promise<string[]> {
  const keys: string[] = [];
  try {
    for (const p of photos) {
      const key = objectKey(actor.enterpriseId, CLAIM_PHOTO_FOLDER, p.ext);
      await putObject(key, p.bytes, { contentType: p.contentType });
      keys.push(key);
    }
    return keys;
  } catch (error) {
    await removePhotos(keys);
    throw error;
  }
}

async function removePhotos(keys: readonly string[]): Promise<void> {
  await Promise.all(keys.map((k) => deleteObject(k).catch(() => undefined)));
}

/**
 * Claims the order: from 122 or 130 (the moves into 142), once. Answers the order as it
 * is afterwards. Another enterprise's order is `order.notFound`.
 */
export async function claimOrder(
  db: TenantDb,
  actor: Actor,
  orderId: number,
  input: ClaimInput,
  requestId?: string,
): Promise<OrderDetail> {
  // Checked before the photos are read and stored, so a refused claim stores nothing;
  // checked again under the lock, which decides between two claims sent at once.
  const order = await db.order.findFirst({ where: { id: orderId }, select: { status: true } });
  if (!order) throw new AppError('order.notFound', `order ${orderId}`);
  await assertClaimable(db, orderId, order.status);
  const photoKeys = await storePhotos(actor, await checkPhotos(input.photos));
  try {
    await inTransaction(db, async (tx) => {
      const locked = await lockOrder(tx, actor.enterpriseId, orderId);
      await assertClaimable(tx, orderId, locked.status);
      const claim = await tx.orderClaim.create({
        data: {
          enterpriseId: actor.enterpriseId,
          orderId,
          party: input.party,
          reason: input.reason,
          fromStatus: locked.status,
          photoKeys,
          createdById: actor.userId,
        },
        select: { id: true },
      });
      await tx.order.update({
        where: { id: orderId },
        data: { status: ORDER_STATUS.Claimed },
        select: { id: true },
      });
      await recordOrderEvent(tx, actor, {
        orderId,
        type: ORDER_EVENT.Claimed,
        fromStatus: locked.status,
        toStatus: ORDER_STATUS.Claimed,
        reason: input.reason,
        data: { claim_id: claim.id, party: input.party, photos: photoKeys.length },
      });
      await recordAudit(tx, actor, {
        action: 'order.claim',
        entity: 'order',
        entityId: orderId,
        before: { status: locked.status },
        after: {
          status: ORDER_STATUS.Claimed,
          claim_id: claim.id,
          party: input.party,
          reason: input.reason,
          photo_keys: photoKeys,
        },
        requestId,
      });
    });
  } catch (error) {
    await removePhotos(photoKeys);
    throw error;
  }
  return getOrderDetail(db, orderId);
}
