import type { Actor } from '@/lib/auth/actor';
import { inTransaction, type TenantDb } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { recordAudit } from '@/lib/domain/audit/service';
import { lockOrder } from '@/lib/domain/orders/events';
import { bangkokDayKey } from '@/lib/time/bangkok-days';
import { requireDriver } from '@/lib/domain/express/drivers';
import {
  ASSIGNABLE_STATUSES,
  ASSIGNMENT_STATUS,
  ASSIGNMENT_STATUS_NAMES,
  OWN_COURIER_PROVIDER,
  dateKey,
  dateOfKey,
  type AssignmentStatus,
} from '@/lib/domain/express/rules';
import type { AssignInput, AssignResult, AssignmentRow } from '@/lib/domain/express/schemas';

// Putting parcels on a driver's route for a day (express 3, the dispatcher). Each order is
// locked (ascending ids, so two dispatchers never deadlock) and checked: the own courier's
// (provider 6), packed or handed over (112, 121). One driver per parcel and day: a parcel
// already on another driver's route that day is 409 express.alreadyAssigned unless the call
// says `reassign`. An open assignment of an earlier day that nobody acted on is carried
// over (removed), so a parcel is on one open route at a time. All or nothing.

export const todayKey = (): string => bangkokDayKey(new Date());

interface AssignmentRecord {
  id: number;
  orderId: number;
  driverId: number;
  day: Date;
  status: number;
  position: number;
}

export const assignmentRow = (a: AssignmentRecord): AssignmentRow => ({
  id: a.id,
  order_id: a.orderId,
  driver_id: a.driverId,
  day: dateKey(a.day),
  status: ASSIGNMENT_STATUS_NAMES[a.status as AssignmentStatus],
  position: a.position,
});

export async function assignParcels(
  db: TenantDb,
  actor: Actor,
  input: AssignInput,
  requestId?: string,
): Promise<AssignResult> {
  const day = input.day ?? todayKey();
  const dayDate = dateOfKey(day);
  const driver = await requireDriver(db, input.driver_id);
  const orderIds = [...new Set(input.order_ids)].sort((a, b) => a - b);
  const assignments = await inTransaction(db, async (tx) => {
    const out: AssignmentRow[] = [];
    const last = await tx.expressAssignment.aggregate({
      where: { driverId: driver.id, day: dayDate },
      _max: { position: true },
    });
    let position = last._max.position ?? 0;
    for (const orderId of orderIds) {
      const order = await lockOrder(tx, actor.enterpriseId, orderId);
      if (order.shipping_provider_id !== OWN_COURIER_PROVIDER)
        throw new AppError(
          'express.notOwnCourier',
          `order ${order.order_number} ships with provider ${order.shipping_provider_id}`,
        );
      if (!ASSIGNABLE_STATUSES.includes(order.status))
        throw new AppError(
          'express.parcelNotReady',
          `order ${order.order_number} is at ${order.status}; a route takes 112 or 121`,
        );
      const existing = await tx.expressAssignment.findFirst({
        where: { orderId, day: dayDate },
      });
      if (existing && existing.status !== ASSIGNMENT_STATUS.OnRoute)
        throw new AppError(
          'express.parcelNotReady',
          `order ${order.order_number} was already worked on ${day}`,
        );
      if (existing && existing.driverId !== driver.id && !input.reassign)
        throw new AppError(
          'express.alreadyAssigned',
          `order ${order.order_number} is on driver ${existing.driverId}'s route on ${day}`,
        );
      // Carried over: an open assignment of another day that nobody acted on.
      await tx.expressAssignment.deleteMany({
        where: {
          orderId,
          status: ASSIGNMENT_STATUS.OnRoute,
          day: { not: dayDate },
          deliveries: { none: {} },
        },
      });
      let row: AssignmentRecord;
      if (existing && existing.driverId === driver.id) {
        row = existing;
      } else if (existing) {
        position += 1;
        row = await tx.expressAssignment.update({
          where: { id: existing.id },
          data: { driverId: driver.id, assignedById: actor.userId, position },
        });
      } else {
        position += 1;
        row = await tx.expressAssignment.create({
          data: {
            enterpriseId: actor.enterpriseId,
            orderId,
            driverId: driver.id,
            day: dayDate,
            position,
            assignedById: actor.userId,
          },
        });
      }
      out.push(assignmentRow(row));
    }
    await recordAudit(tx, actor, {
      action: 'express.assign',
      entity: 'expressAssignment',
      entityId: driver.id,
      after: { day, driver_id: driver.id, order_ids: orderIds, reassign: input.reassign },
      requestId,
    });
    return out;
  });
  return { day, driver_id: driver.id, assignments };
}
