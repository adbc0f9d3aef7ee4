import { z } from 'zod';
import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum, list } from '@/lib/http/respond';
import {
  saleChannelInput,
  saleChannelListQuery,
  saleChannelSchema,
} from '@/lib/domain/sale-channels/schemas';
import { createSaleChannel, listSaleChannels } from '@/lib/domain/sale-channels/service';

export const GET = defineRoute({
  access: access.signedIn(),
  summary:
    'Sale channels of your enterprise: search, filter by type and active, sort, paginated; ' +
    '`all=1` answers every match unpaged (at most 500) for pickers, e.g. `?all=1&active=1`',
  tags: ['sale channels'],
  query: saleChannelListQuery,
  response: z.array(saleChannelSchema),
  handler: async ({ db, query }) => {
    const { rows, ...page } = await listSaleChannels(db, query);
    return list(rows, page);
  },
});

export const POST = defineRoute({
  access: access.admin(),
  summary: 'Create a sale channel (type 1 company, 2 agent; name unique in any case)',
  tags: ['sale channels'],
  body: saleChannelInput,
  response: saleChannelSchema,
  handler: async ({ db, actor, body, requestId }) =>
    datum(await createSaleChannel(db, actor, body, requestId), {
      msg: 'common.createSuccess',
      status: 201,
    }),
});
