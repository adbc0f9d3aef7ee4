import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum } from '@/lib/http/respond';
import { storageHistory } from '@/lib/domain/wms/inventory/storage-history';
import { storageHistoryQuery, storageHistorySchema } from '@/lib/domain/wms/inventory/read-schemas';

export const GET = defineRoute({
  access: access.area('wms', 1),
  summary:
    'Storage history: the ledger rows of a storage (or all) over Bangkok days (default the last 31, at most 31), paged, with QuantitySummary (in, out, packed, net per product, storage, day)',
  tags: ['wms'],
  query: storageHistoryQuery,
  response: storageHistorySchema,
  handler: async ({ db, actor, query }) =>
    datum(await storageHistory(db, actor.enterpriseId, query)),
});
