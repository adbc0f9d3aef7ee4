import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { exportQuery } from '@/lib/export';
import { importTemplateResponse } from '@/lib/import';
import { PRODUCT_IMPORT_COLUMNS } from '@/lib/domain/catalog/transfer';

export const GET = defineRoute({
  access: access.area('product', 2),
  summary: 'The product import file with its header row only (CSV or XLSX)',
  tags: ['products'],
  query: exportQuery,
  handler: async ({ query }) =>
    importTemplateResponse(PRODUCT_IMPORT_COLUMNS, query.format, 'products-import-template'),
});
