import type { SalesReportSpec } from '@/lib/domain/reports/sales-report';
import { SELLER_FIELDS, sellerJoins, sellerSelect } from '@/lib/domain/reports/group-names';

/** GET /api/v2/reports/recbyuser: sales per staff member; platform orders per shop. */
export const salesByUser: SalesReportSpec = {
  name: 'user',
  keys: ['staff_user_id', 'platform_shop_id'],
  grain: 'order',
  fields: SELLER_FIELDS,
  select: sellerSelect,
  joins: sellerJoins,
};
