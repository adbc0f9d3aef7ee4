import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum } from '@/lib/http/respond';
import { todayKey, waitingParcels } from '@/lib/domain/express';
import { waitingQuery, waitingSchema } from '@/lib/domain/express/schemas';

export const GET = defineRoute({
  access: access.area('express', 3),
  summary:
    "The own courier's parcels still to deliver (shipping provider 6, at 112 or 121), each with its route assignment of `day` (default today, Bangkok) when it has one: what the dispatcher puts on drivers' routes. At most 500, oldest first",
  tags: ['express'],
  query: waitingQuery,
  response: waitingSchema,
  handler: async ({ db, actor, query }) => {
    const day = query.day ?? todayKey();
    return datum({ day, parcels: await waitingParcels(db, actor.enterpriseId, day) });
  },
});
