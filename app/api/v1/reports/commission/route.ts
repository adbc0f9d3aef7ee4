import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { reportQuery } from '@/lib/domain/reports/report-query';
import { reportFile, reportReply } from '@/lib/domain/reports/report-answer';
import { COMMISSION_FIELDS, commissionReport } from '@/lib/domain/reports/commission';

export const GET = defineRoute({
  access: access.admin(),
  summary:
    "Commission per staff member and sale channel (admin only): net sales of their orders at 122 or 130 created in the Bangkok date range x the channel's rate (percent); returned and claimed orders earn none; Datum.rates lists every channel's rate; format=csv|xlsx for a file",
  tags: ['reports'],
  query: reportQuery,
  handler: async ({ db, actor, query }) => {
    const r = await commissionReport(db, actor.enterpriseId, query);
    if (query.format)
      return reportFile({
        format: query.format,
        locale: actor.locale,
        name: 'commission',
        fields: COMMISSION_FIELDS.filter((f) => !f.endsWith('_id')),
        rows: r.rows,
        total: r.total,
      });
    return reportReply(r.rows, r.total, { rates: r.rates });
  },
});
