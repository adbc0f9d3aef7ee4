import { z } from 'zod';
import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum, list } from '@/lib/http/respond';
import { createPartner, listPartners } from '@/lib/domain/wms/setup/partners';
import {
  createPartnerInput,
  partnerListQuery,
  partnerSchema,
} from '@/lib/domain/wms/setup/schemas';

export const POST = defineRoute({
  access: access.admin(),
  summary: 'Create a partner (supplier); a tax id must be 13 digits with the right check digit',
  tags: ['wms'],
  body: createPartnerInput,
  response: partnerSchema,
  handler: async ({ db, actor, body, requestId }) =>
    datum(await createPartner(db, actor, body, requestId), {
      msg: 'common.createSuccess',
      status: 201,
    }),
});

export const GET = defineRoute({
  access: access.area('wms', 1),
  summary: 'Partners: search, sort, paginated',
  tags: ['wms'],
  query: partnerListQuery,
  response: z.array(partnerSchema),
  handler: async ({ db, query }) => {
    const { rows, total } = await listPartners(db, query);
    return list(rows, { total, page: query.page, limit: query.limit });
  },
});
