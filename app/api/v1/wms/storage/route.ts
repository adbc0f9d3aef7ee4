import { z } from 'zod';
import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum, list } from '@/lib/http/respond';
import {
  createStorageInput,
  storageListQuery,
  storageSchema,
} from '@/lib/domain/wms/setup/schemas';
import { createStorage, listStorages } from '@/lib/domain/wms/setup/storages';

export const POST = defineRoute({
  access: access.admin(),
  summary:
    'Create a storage (kind 1 normal); name unique in the enterprise. Sizes in cm, weight in g',
  tags: ['wms'],
  body: createStorageInput,
  response: storageSchema,
  handler: async ({ db, actor, body, requestId }) =>
    datum(await createStorage(db, actor, body, requestId), {
      msg: 'common.createSuccess',
      status: 201,
    }),
});

export const GET = defineRoute({
  access: access.area('wms', 1),
  summary: 'Storages: search, sort, filter by kind and archived, paginated',
  tags: ['wms'],
  query: storageListQuery,
  response: z.array(storageSchema),
  handler: async ({ db, query }) => {
    const { rows, total } = await listStorages(db, query);
    return list(rows, { total, page: query.page, limit: query.limit });
  },
});
