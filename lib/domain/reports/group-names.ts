import { Prisma } from '@/lib/generated/prisma/client';
import { USER_NAME_SQL } from '@/lib/db';

// Names of the groups several reports share: the staff member (or, for a platform order
// without one, its shop) and the product.

export const SELLER_FIELDS = ['user_id', 'user_name', 'platform', 'shop_id', 'shop_name'] as const;

export const sellerSelect = () => Prisma.sql`
  NULLIF(p.staff_user_id, 0) AS user_id, ${USER_NAME_SQL} AS user_name,
  COALESCE(ps.platform, 1)::int AS platform, NULLIF(p.platform_shop_id, 0) AS shop_id,
  ps.name AS shop_name`;

export const sellerJoins = (e: number) => Prisma.sql`
  LEFT JOIN users u ON u.id = p.staff_user_id AND u.enterprise_id = ${e}
  LEFT JOIN platform_shops ps ON ps.id = p.platform_shop_id AND ps.enterprise_id = ${e}`;

export const PRODUCT_FIELDS = ['product_id', 'product_pn', 'product_name'] as const;

export const productSelect = () => Prisma.sql`
  NULLIF(p.product_id, 0) AS product_id, pr.pn AS product_pn, pr.name AS product_name`;

export const productJoins = (e: number) =>
  Prisma.sql`LEFT JOIN products pr ON pr.id = p.product_id AND pr.enterprise_id = ${e}`;
