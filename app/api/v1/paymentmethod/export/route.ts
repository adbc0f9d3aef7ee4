import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { exportDateStamp, exportQuery, exportResponse } from '@/lib/export';
import { paymentMethodListQuery } from '@/lib/domain/payment-methods/schemas';
import { paymentMethodExportColumns } from '@/lib/domain/payment-methods/export';
import { iteratePaymentMethods } from '@/lib/domain/payment-methods/service';

export const GET = defineRoute({
  access: access.admin(),
  summary:
    "The payment methods the list's filters match (q, type, active), as CSV or XLSX (streamed, " +
    'id order; account numbers and PromptPay ids masked as in the list)',
  tags: ['payment methods'],
  query: paymentMethodListQuery
    .omit({ page: true, limit: true, all: true })
    .extend(exportQuery.shape),
  handler: async ({ db, actor, query }) =>
    exportResponse({
      format: query.format,
      filename: `payment-methods-${exportDateStamp()}`,
      columns: paymentMethodExportColumns(actor.locale),
      rows: iteratePaymentMethods(db, query),
      sheetName: 'Payment methods',
    }),
});
