import { sqlRunner, type TenantDb } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { platformNameOf } from '@/lib/domain/platforms/connector';
import type { PlatformShopRow } from '@/lib/domain/platforms/schemas';

// GET /api/platform/seller and the /admin/platform screen: every shop of the enterprise
// with its state, token expiry, last sync and the counts a seller checks (orders, what is
// waiting for a mapping, SKUs whose stock push failed).

interface ShopRow {
  id: number;
  platform: number;
  shop_id: string;
  name: string;
  cipher: string | null;
  region: string | null;
  status: number;
  access_expires_at: Date | null;
  refresh_expires_at: Date | null;
  last_order_sync_at: Date | null;
  last_product_sync_at: Date | null;
  last_error: string | null;
  handover_method: number;
  stock_storage_ids: number[] | null;
  sale_channel_id: number | null;
  payment_method_id: number | null;
  orders: number;
  orders_to_map: number;
  products: number;
  products_to_map: number;
  stock_push_errors: number;
  run_id: number | null;
  run_kind: number | null;
  run_state: number | null;
  run_finished_at: Date | null;
}

const RUN_STATE = ['queued', 'running', 'done', 'failed'];

export async function listPlatformShops(
  db: TenantDb,
  enterpriseId: number,
  filter: { id?: number } = {},
): Promise<PlatformShopRow[]> {
  const e = enterpriseId;
  const rows = await sqlRunner(db).rows<ShopRow>(Prisma.sql`
    SELECT s.id::int AS id, s.platform::int AS platform, s.shop_id, s.name, s.cipher, s.region,
           s.status::int AS status, t.access_expires_at, t.refresh_expires_at,
           s.last_order_sync_at, s.last_product_sync_at, s.last_error,
           s.handover_method::int AS handover_method, s.stock_storage_ids,
           s.sale_channel_id::int AS sale_channel_id, s.payment_method_id::int AS payment_method_id,
           (SELECT count(*) FROM orders o
             WHERE o.enterprise_id = ${e} AND o.platform_shop_id = s.id)::int AS orders,
           (SELECT count(*) FROM orders o
             WHERE o.enterprise_id = ${e} AND o.platform_shop_id = s.id
               AND o.unmapped_item_count > 0)::int AS orders_to_map,
           (SELECT count(*) FROM platform_products p
             WHERE p.platform_shop_id = s.id)::int AS products,
           (SELECT count(*) FROM platform_products p
             WHERE p.platform_shop_id = s.id AND p.mapping_status = 2)::int AS products_to_map,
           (SELECT count(*) FROM platform_products p
             WHERE p.platform_shop_id = s.id AND p.push_error IS NOT NULL)::int AS stock_push_errors,
           r.id::int AS run_id, r.kind::int AS run_kind, r.state::int AS run_state,
           r.finished_at AS run_finished_at
      FROM platform_shops s
      LEFT JOIN platform_tokens t ON t.platform_shop_id = s.id
      LEFT JOIN LATERAL (SELECT id, kind, state, finished_at FROM platform_sync_runs r
                          WHERE r.enterprise_id = ${e} AND r.platform_shop_id = s.id
                          ORDER BY r.id DESC LIMIT 1) r ON true
     WHERE s.enterprise_id = ${e} ${filter.id ? Prisma.sql`AND s.id = ${filter.id}` : Prisma.empty}
     ORDER BY s.platform, s.name, s.id`);
  return rows.map((r) => ({
    id: r.id,
    platform: r.platform,
    platform_name: platformNameOf(r.platform) ?? String(r.platform),
    shop_id: r.shop_id,
    shop_name: r.name,
    cipher: r.cipher,
    region: r.region,
    status: r.status,
    token_expires_at: r.access_expires_at?.toISOString() ?? null,
    refresh_expires_at: r.refresh_expires_at?.toISOString() ?? null,
    last_synced_at: r.last_order_sync_at?.toISOString() ?? null,
    last_product_sync_at: r.last_product_sync_at?.toISOString() ?? null,
    last_error: r.last_error,
    handover_method: r.handover_method,
    stock_storage_ids: r.stock_storage_ids ?? [],
    sale_channel_id: r.sale_channel_id,
    payment_method_id: r.payment_method_id,
    orders: r.orders,
    orders_to_map: r.orders_to_map,
    products: r.products,
    products_to_map: r.products_to_map,
    stock_push_errors: r.stock_push_errors,
    last_run: r.run_id
      ? {
          job_id: r.run_id,
          kind: r.run_kind === 2 ? 'products' : 'orders',
          state: RUN_STATE[r.run_state ?? 0] ?? 'queued',
          finished_at: r.run_finished_at?.toISOString() ?? null,
        }
      : null,
  }));
}
