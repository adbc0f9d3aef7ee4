import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import {
  storageHistoryJson,
  storageHistoryQuery,
  storageHistorySchema,
} from '@/lib/domain/wms/inventory/reads';

// The answer is the usual { Msg, Datum } envelope, written around the Datum's JSON as the
// service makes it: its QuantitySummary (a storage's month is ~600 kB) is kept already
// serialized, so a page view does not serialize it again (storageHistoryJson).
const OPEN = new TextEncoder().encode('{"Msg":"common.success","Datum":');
const CLOSE = new TextEncoder().encode('}');

function envelope(datum: Uint8Array): Response {
  const body = new Uint8Array(OPEN.length + datum.length + CLOSE.length);
  body.set(OPEN, 0);
  body.set(datum, OPEN.length);
  body.set(CLOSE, OPEN.length + datum.length);
  return new Response(body, { status: 200, headers: { 'content-type': 'application/json' } });
}

export const GET = defineRoute({
  access: access.area('wms', 1),
  summary:
    'Storage history: the ledger rows of a storage (or all) over Bangkok days (default the last 31, at most 31), paged, with QuantitySummary (in, out, packed, net per product, storage, day)',
  tags: ['wms'],
  query: storageHistoryQuery,
  response: storageHistorySchema,
  handler: async ({ db, actor, query }) =>
    envelope(await storageHistoryJson(db, actor.enterpriseId, query)),
});
