import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum } from '@/lib/http/respond';
import { commissionRatesInput, setCommissionRates } from '@/lib/domain/reports/commission';

export const PUT = defineRoute({
  access: access.admin(),
  summary:
    'Set the commission rate (percent of net sales, 0..100, two decimals) of one or more sale channels, all or nothing; answers every channel with its rate',
  tags: ['reports'],
  body: commissionRatesInput,
  handler: async ({ db, actor, body, requestId }) =>
    datum(
      { rates: await setCommissionRates(db, actor, body, requestId) },
      { msg: 'common.updateSuccess' },
    ),
});
