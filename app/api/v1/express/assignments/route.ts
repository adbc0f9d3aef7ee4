import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum } from '@/lib/http/respond';
import { assignParcels } from '@/lib/domain/express';
import { assignInput, assignResultSchema } from '@/lib/domain/express/schemas';

export const POST = defineRoute({
  access: access.area('express', 3),
  summary:
    "Put parcels on a driver's route for a day: { day (default today, Bangkok), driver_id, order_ids, reassign }. Each order must ship with the own courier (provider 6; else 422 express.notOwnCourier) and be packed or handed over (112, 121; else 422 express.parcelNotReady). One driver per parcel and day: a parcel on another driver's route that day is 409 express.alreadyAssigned unless reassign is true. A driver without express level 2 is 422 express.driverInvalid. All or nothing",
  tags: ['express'],
  body: assignInput,
  response: assignResultSchema,
  handler: async ({ db, actor, body, requestId }) =>
    datum(await assignParcels(db, actor, body, requestId), { msg: 'common.updateSuccess' }),
});
