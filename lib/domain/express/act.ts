import type { Actor } from '@/lib/auth/actor';
import { inTransaction, type TenantDb } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import { AppError } from '@/lib/errors';
import { recordAudit } from '@/lib/domain/audit/service';
import { lockOrder, ORDER_EVENT, recordOrderEvent } from '@/lib/domain/orders/events';
import { claimPhotoType } from '@/lib/domain/orders/claims/photo-type';
import { assertMove, ORDER_STATUS } from '@/lib/domain/orders/status';
import { statusTimeField } from '@/lib/domain/orders/transitions';
import {
  ASSIGNMENT_STATUS,
  ASSIGNMENT_STATUS_NAMES,
  COD_PAYMENT_TYPE,
  FAILED_NEXT,
  MAX_CLOCK_AHEAD_MS,
  MAX_DELIVERY_PHOTO_BYTES,
  OUTCOME,
  type AssignmentStatus,
  type OutcomeName,
} from '@/lib/domain/express/rules';
import type { ActionResult, DeliveredInput, FailedInput } from '@/lib/domain/express/schemas';
import { deleteObject, objectKey, putObject } from '@/lib/storage';

// The driver's two actions on a parcel of their route (docs/express.md):
// - delivered: 121 -> 122 (a parcel still at 112 is handed over first: 112 -> 121), with
//   the proof photo and, for cash on delivery, the cash collected;
// - failed: a reason, then try again another day (the order stays at 121) or return it to
//   the seller (121 -> 998).
// Each carries the phone's client action id, unique per enterprise: the same action sent
// twice (a phone retrying after a lost answer, a queue flushed twice) answers the first
// outcome again and moves nothing. All in one transaction that starts with the order's lock,
// so two phones acting on one parcel run one after the other: the second finds the parcel
// closed (409 express.parcelClosed) or its own action already recorded (replayed).

export const DELIVERY_PHOTO_FOLDER = 'express-photos';

type Kind = OutcomeName;

interface StoredDelivery {
  orderId: number;
  outcome: number;
  next: number | null;
  cashCollected: Prisma.Decimal;
  photoKey: string | null;
  clientActionId: string;
}

const outcomeName = (outcome: number): OutcomeName =>
  outcome === OUTCOME.Delivered ? 'delivered' : 'failed';

/** The answer of an action recorded before (a replay): the order as it is now. */
async function replay(db: TenantDb, kind: Kind, orderId: number, d: StoredDelivery) {
  if (d.orderId !== orderId || outcomeName(d.outcome) !== kind)
    throw new AppError(
      'express.actionConflict',
      `client action ${d.clientActionId} was used for another action`,
    );
  const [order, assignment] = await Promise.all([
    db.order.findFirst({ where: { id: orderId }, select: { orderNumber: true, status: true } }),
    db.expressDelivery.findFirst({
      where: { clientActionId: d.clientActionId },
      select: { assignment: { select: { status: true } } },
    }),
  ]);
  return {
    client_action_id: d.clientActionId,
    order_id: orderId,
    order_number: order?.orderNumber ?? '',
    outcome: kind,
    order_status: order?.status ?? 0,
    assignment_status:
      ASSIGNMENT_STATUS_NAMES[(assignment?.assignment.status ?? 1) as AssignmentStatus],
    cash_collected: d.cashCollected.toFixed(2),
    photo_key: d.photoKey,
    replayed: true,
  } satisfies ActionResult;
}

const findAction = (db: TenantDb, clientActionId: string) =>
  db.expressDelivery.findFirst({ where: { clientActionId } });

/** The phone's time, not later than now (plus a little drift); absent: now. */
function actedAt(at: string | undefined): Date {
  const now = Date.now();
  if (!at) return new Date(now);
  const t = new Date(at).getTime();
  if (t > now + MAX_CLOCK_AHEAD_MS)
    throw new AppError('common.invalidParameter', 'body.at: in the future');
  return new Date(Math.min(t, now));
}

async function storePhoto(actor: Actor, photo: File | undefined): Promise<string | null> {
  if (!photo) return null;
  const tooLarge = new AppError('file.tooLarge', 'photo: at most 10 MB');
  if (photo.size > MAX_DELIVERY_PHOTO_BYTES) throw tooLarge;
  const bytes = Buffer.from(await photo.arrayBuffer());
  if (bytes.length > MAX_DELIVERY_PHOTO_BYTES) throw tooLarge;
  const type = claimPhotoType(bytes);
  if (!type) throw new AppError('file.invalidType', 'photo: expected a JPEG, PNG or WebP photo');
  const key = objectKey(actor.enterpriseId, DELIVERY_PHOTO_FOLDER, type.ext);
  await putObject(key, bytes, { contentType: type.contentType });
  return key;
}

const removePhoto = (key: string | null) =>
  key ? deleteObject(key).catch(() => undefined) : Promise.resolve();

interface ActInput {
  kind: Kind;
  clientActionId: string;
  at: string | undefined;
  cash?: string;
  photo?: File;
  reason?: string;
  next?: 'retry' | 'return';
}

async function act(
  db: TenantDb,
  actor: Actor,
  orderId: number,
  input: ActInput,
  requestId?: string,
): Promise<ActionResult> {
  const when = actedAt(input.at);
  // A repeat is answered before a photo is read or stored.
  const before = await findAction(db, input.clientActionId);
  if (before) return replay(db, input.kind, orderId, before);
  const photoKey = await storePhoto(actor, input.photo);
  try {
    const result = await inTransaction(db, async (tx) => {
      const order = await lockOrder(tx, actor.enterpriseId, orderId);
      // Under the lock: the same action sent twice at once is decided here.
      const again = await findAction(tx, input.clientActionId);
      if (again) return { replayed: await replay(tx, input.kind, orderId, again) };
      if (
        order.status !== ORDER_STATUS.Intransit &&
        order.status !== ORDER_STATUS.AwaitingCollection
      )
        throw new AppError(
          'express.parcelClosed',
          `order ${order.order_number} is at ${order.status}: nothing left to deliver`,
        );
      const assignment = await tx.expressAssignment.findFirst({
        where: { orderId, status: ASSIGNMENT_STATUS.OnRoute },
        orderBy: [{ day: 'desc' }, { id: 'desc' }],
      });
      if (!assignment || assignment.driverId !== actor.userId)
        throw new AppError(
          'express.notAssigned',
          `order ${order.order_number} is not on your route`,
        );
      let status: number = order.status;
      const moveTo = async (
        to: number,
        reason: string | null,
        data: Record<string, string | number | boolean | null>,
      ) => {
        assertMove(status, to);
        const timeField = statusTimeField(status, to);
        await tx.order.update({
          where: { id: orderId },
          data: { status: to, ...(timeField ? { [timeField]: when } : {}) },
        });
        await recordOrderEvent(tx, actor, {
          orderId,
          type: ORDER_EVENT.Status,
          fromStatus: status,
          toStatus: to,
          reason,
          data: { via: 'express', client_action_id: input.clientActionId, ...data },
        });
        await recordAudit(tx, actor, {
          action: 'order.status',
          entity: 'order',
          entityId: orderId,
          before: { status },
          after: { status: to, via: 'express', reason },
          requestId,
        });
        status = to;
      };
      if (status === ORDER_STATUS.AwaitingCollection)
        await moveTo(ORDER_STATUS.Intransit, null, { handover: true });

      const cod = order.payment_type === COD_PAYMENT_TYPE;
      let cash = '0.00';
      let assignmentStatus: AssignmentStatus;
      if (input.kind === 'delivered') {
        if (cod && input.cash === undefined)
          throw new AppError(
            'express.cashRequired',
            `order ${order.order_number} is cash on delivery (${order.total})`,
          );
        if (!cod && input.cash !== undefined && input.cash !== '0.00')
          throw new AppError(
            'express.cashNotExpected',
            `order ${order.order_number} is not cash on delivery`,
          );
        cash = input.cash ?? '0.00';
        await moveTo(ORDER_STATUS.Delivered, null, {
          cash_collected: cash,
          ...(cod ? { cash_expected: order.total } : {}),
          photo_key: photoKey,
        });
        assignmentStatus = ASSIGNMENT_STATUS.Delivered;
      } else if (input.next === 'return') {
        await moveTo(ORDER_STATUS.Returning, input.reason ?? null, { failed: true });
        assignmentStatus = ASSIGNMENT_STATUS.Returned;
      } else {
        // Not a move: the order stays in transit, and the timeline says why.
        await recordOrderEvent(tx, actor, {
          orderId,
          type: ORDER_EVENT.DeliveryFailed,
          fromStatus: status,
          toStatus: status,
          reason: input.reason ?? null,
          data: { via: 'express', client_action_id: input.clientActionId, next: 'retry' },
        });
        assignmentStatus = ASSIGNMENT_STATUS.Failed;
      }
      await tx.expressAssignment.update({
        where: { id: assignment.id },
        data: { status: assignmentStatus },
      });
      await tx.expressDelivery.create({
        data: {
          enterpriseId: actor.enterpriseId,
          assignmentId: assignment.id,
          orderId,
          driverId: actor.userId,
          day: assignment.day,
          outcome: input.kind === 'delivered' ? OUTCOME.Delivered : OUTCOME.Failed,
          next:
            input.kind === 'failed'
              ? input.next === 'return'
                ? FAILED_NEXT.Return
                : FAILED_NEXT.Retry
              : null,
          reason: input.reason ?? null,
          cashCollected: cash,
          cashExpected: input.kind === 'delivered' && cod ? order.total : '0',
          photoKey,
          actedAt: when,
          clientActionId: input.clientActionId,
        },
      });
      return {
        done: {
          client_action_id: input.clientActionId,
          order_id: orderId,
          order_number: order.order_number,
          outcome: input.kind,
          order_status: status,
          assignment_status: ASSIGNMENT_STATUS_NAMES[assignmentStatus],
          cash_collected: cash,
          photo_key: photoKey,
          replayed: false,
        } satisfies ActionResult,
      };
    });
    if (result.replayed) {
      await removePhoto(photoKey);
      return result.replayed;
    }
    return result.done!;
  } catch (error) {
    await removePhoto(photoKey);
    throw error;
  }
}

/** The parcel was handed to its recipient. */
export function markDelivered(
  db: TenantDb,
  actor: Actor,
  orderId: number,
  input: DeliveredInput,
  requestId?: string,
): Promise<ActionResult> {
  return act(
    db,
    actor,
    orderId,
    {
      kind: 'delivered',
      clientActionId: input.client_action_id,
      at: input.at,
      cash: input.cash_collected,
      photo: input.photo,
    },
    requestId,
  );
}

/** The parcel could not be delivered: try again another day, or return it. */
export function markFailed(
  db: TenantDb,
  actor: Actor,
  orderId: number,
  input: FailedInput,
  requestId?: string,
): Promise<ActionResult> {
  return act(
    db,
    actor,
    orderId,
    {
      kind: 'failed',
      clientActionId: input.client_action_id,
      at: input.at,
      reason: input.reason,
      next: input.next,
    },
    requestId,
  );
}
