import { Prisma } from '@/lib/generated/prisma/client';
import type { SalesReportSpec } from '@/lib/domain/reports/sales-report';
import {
  PRODUCT_FIELDS,
  productJoins,
  productSelect,
  SELLER_FIELDS,
  sellerJoins,
  sellerSelect,
} from '@/lib/domain/reports/group-names';

/** GET /api/v2/reports/recbyuserproduct: sales per staff member (or shop) and product (paged). */
export const salesByUserProduct: SalesReportSpec = {
  name: 'userProduct',
  keys: ['staff_user_id', 'platform_shop_id', 'product_id'],
  grain: 'product',
  fields: [...SELLER_FIELDS, ...PRODUCT_FIELDS],
  select: () => Prisma.sql`${sellerSelect()}, ${productSelect()}`,
  joins: (e) => Prisma.sql`${sellerJoins(e)} ${productJoins(e)}`,
};
