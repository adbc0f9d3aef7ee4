import { access, levelOf } from '@/lib/auth/permissions';
import { AppError } from '@/lib/errors';
import { defineRoute } from '@/lib/http/define-route';
import { datum } from '@/lib/http/respond';
import { routeParcels, todayKey } from '@/lib/domain/express';
import { routeQuery, routeSchema } from '@/lib/domain/express/schemas';

export const GET = defineRoute({
  access: access.area('express', 1),
  summary:
    "A driver's route list for a day (default today, Bangkok): the parcels in route order with recipient, address, cash to collect and where each stands. The caller's own route; another driver's (`driver_id`) needs express 3",
  tags: ['express'],
  query: routeQuery,
  response: routeSchema,
  handler: async ({ db, actor, query }) => {
    const driverId = query.driver_id ?? actor.userId;
    if (driverId !== actor.userId && levelOf(actor, 'express') < 3)
      throw new AppError('common.accessDenied', "another driver's route needs express 3");
    const day = query.day ?? todayKey();
    return datum({
      day,
      driver_id: driverId,
      parcels: await routeParcels(db, actor.enterpriseId, driverId, day),
    });
  },
});
