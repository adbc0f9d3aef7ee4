import type { SalesReportSpec } from '@/lib/domain/reports/sales-report';
import { PRODUCT_FIELDS, productJoins, productSelect } from '@/lib/domain/reports/group-names';

/** GET /api/v1/reports/recbyproduct: sales per product (paged). */
export const salesByProduct: SalesReportSpec = {
  name: 'product',
  keys: ['product_id'],
  grain: 'product',
  fields: PRODUCT_FIELDS,
  select: () => productSelect(),
  joins: productJoins,
};
