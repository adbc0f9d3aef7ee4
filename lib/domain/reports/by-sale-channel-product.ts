import { Prisma } from '@/lib/generated/prisma/client';
import type { SalesReportSpec } from '@/lib/domain/reports/sales-report';
import { PRODUCT_FIELDS, productJoins, productSelect } from '@/lib/domain/reports/group-names';

// GET /api/v1/reports/salebyplatformandpromotion: what each sale channel sold per product,
// with cost and profit (paged rows), the same by platform, and the promotion bundles
// (products sold as a pickup profile of several warehouse items) per platform.

const activeBundles = (e: number) => Prisma.sql`
  SELECT pp.product_id FROM pickup_profiles pp
   WHERE pp.enterprise_id = ${e} AND pp.active AND pp.product_id IS NOT NULL`;

export const salesBySaleChannelProduct: SalesReportSpec = {
  name: 'saleChannelProduct',
  keys: ['sale_channel_id', 'product_id'],
  grain: 'product',
  fields: ['sale_channel_id', 'sale_channel_name', ...PRODUCT_FIELDS, 'bundle'],
  select: (e) => Prisma.sql`
    p.sale_channel_id, sc.name AS sale_channel_name, ${productSelect()},
    EXISTS (SELECT 1 FROM pickup_profiles pp
             WHERE pp.enterprise_id = ${e} AND pp.product_id = p.product_id AND pp.active) AS bundle`,
  joins: (e) => Prisma.sql`
    LEFT JOIN sale_channels sc ON sc.id = p.sale_channel_id AND sc.enterprise_id = ${e}
    ${productJoins(e)}`,
};

export const salesByPlatform: SalesReportSpec = {
  name: 'platform',
  keys: ['platform'],
  grain: 'order',
  fields: ['platform'],
  select: () => Prisma.sql`p.platform::int AS platform`,
  joins: () => Prisma.empty,
};

export const salesByPromotion: SalesReportSpec = {
  name: 'promotion',
  keys: ['product_id', 'platform'],
  grain: 'product',
  fields: ['promotion_id', 'promotion_name', 'product_id', 'product_name', 'platform'],
  productsIn: activeBundles,
  select: () => Prisma.sql`
    pp.id AS promotion_id, pp.name AS promotion_name, NULLIF(p.product_id, 0) AS product_id,
    pr.name AS product_name, p.platform::int AS platform`,
  joins: (e) => Prisma.sql`
    ${productJoins(e)}
    LEFT JOIN LATERAL (SELECT x.id, x.name FROM pickup_profiles x
                        WHERE x.enterprise_id = ${e} AND x.product_id = p.product_id AND x.active
                        ORDER BY x.id LIMIT 1) pp ON TRUE`,
};
