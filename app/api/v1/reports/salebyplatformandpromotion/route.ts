import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { pagedReportQuery } from '@/lib/domain/reports/report-query';
import { answerSalesReport, runSalesReport } from '@/lib/domain/reports/sales-report';
import {
  salesByPlatform,
  salesByPromotion,
  salesBySaleChannelProduct,
} from '@/lib/domain/reports/by-sale-channel-product';

export const GET = defineRoute({
  access: access.area('report', 1),
  summary:
    'Sales per sale channel and product with cost and profit (paged rows), Datum.by_platform (per platform) and Datum.by_promotion (promotion bundles per platform), in a Bangkok date range; format=csv|xlsx for every row',
  tags: ['reports'],
  query: pagedReportQuery,
  handler: async ({ db, actor, query }) => {
    const e = actor.enterpriseId;
    const [rows, platforms, promotions] = await Promise.all([
      runSalesReport(db, e, query, salesBySaleChannelProduct),
      query.format ? null : runSalesReport(db, e, { ...query, limit: undefined }, salesByPlatform),
      query.format ? null : runSalesReport(db, e, { ...query, limit: undefined }, salesByPromotion),
    ]);
    return answerSalesReport(actor, query, rows, {
      by_platform: platforms?.rows ?? [],
      by_promotion: promotions?.rows ?? [],
    });
  },
});
