import { z } from 'zod';
import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum } from '@/lib/http/respond';
import { listDrivers } from '@/lib/domain/express';
import { driverSchema } from '@/lib/domain/express/schemas';

export const GET = defineRoute({
  access: access.area('express', 3),
  summary:
    "The own courier's drivers: active users of the enterprise with express level 2 or more, by name. For the dispatcher's route assignment and the cash reconciliation filter",
  tags: ['express'],
  response: z.array(driverSchema),
  handler: async ({ db }) => datum(await listDrivers(db)),
});
