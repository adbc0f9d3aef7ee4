import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { exportQuery } from '@/lib/export';
import { importTemplateResponse } from '@/lib/import';
import { CUSTOMER_IMPORT_COLUMNS } from '@/lib/domain/customers/transfer';

export const GET = defineRoute({
  access: access.area('customer', 2),
  summary: 'The customer import file with its header row only (CSV or XLSX)',
  tags: ['customers'],
  query: exportQuery,
  handler: async ({ query }) =>
    importTemplateResponse(CUSTOMER_IMPORT_COLUMNS, query.format, 'customers-import-template'),
});
