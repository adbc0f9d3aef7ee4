import { z } from 'zod';
import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { list } from '@/lib/http/respond';
import { listPickupProfiles } from '@/lib/domain/wms/inventory/pickup-profiles';
import { pickupListQuery, pickupProfileSchema } from '@/lib/domain/wms/inventory/reads';

export const GET = defineRoute({
  access: access.area('wms', 1),
  summary: 'Promotion bundles (pickup profiles) with their items, newest first; search; paginated',
  tags: ['wms'],
  query: pickupListQuery,
  response: z.array(pickupProfileSchema),
  handler: async ({ db, query }) => {
    const { rows, total } = await listPickupProfiles(db, query);
    return list(rows, { total, page: query.page, limit: query.limit });
  },
});
