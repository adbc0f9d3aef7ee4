import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { pagedReportQuery } from '@/lib/domain/reports/report-query';
import { reportFile, reportReply } from '@/lib/domain/reports/report-answer';
import { ORDER_RETURN_FIELDS, orderReturnReport } from '@/lib/domain/reports/order-return';

export const GET = defineRoute({
  access: access.area('report', 1),
  summary:
    'Returns received in a Bangkok date range, per product (good, broken, lost, other units and their value at the cost they left with; page and limit, Datum.count), Datum.by_day and Datum.by_reason; the order filters apply to the returned orders; format=csv|xlsx for a file of every product',
  tags: ['reports'],
  query: pagedReportQuery,
  handler: async ({ db, actor, query }) => {
    const r = await orderReturnReport(db, actor.enterpriseId, query);
    if (query.format)
      return reportFile({
        format: query.format,
        locale: actor.locale,
        name: 'orderReturn',
        fields: ORDER_RETURN_FIELDS.filter((f) => f !== 'product_id'),
        rows: r.rows,
        total: r.total,
      });
    return reportReply(r.rows, r.total, {
      count: r.count,
      by_day: r.by_day,
      by_reason: r.by_reason,
    });
  },
});
