import { inSqlTransaction, sqlRunner, type SqlRunner, type TenantDb } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { allocateOrderNumbers } from '@/lib/domain/orders/numbering';
import { ORDER_STATUS } from '@/lib/domain/orders/status';
import { satangText, toSatang } from '@/lib/domain/orders/satang';
import type { PlatformName, PlatformOrder } from '@/lib/domain/platforms/connector';
import { PLATFORM_CODE } from '@/lib/domain/platforms/connector';
import {
  linesReplaceable,
  platformOrderStatusAfter,
} from '@/lib/domain/platforms/orders/platform-order-status';
import { platformShippingProvider } from '@/lib/domain/platforms/orders/shipping-provider';
import { upsertReturnRequests } from '@/lib/domain/platforms/orders/import-return-requests';
import { newestReturnRequest } from '@/lib/domain/platforms/return-requests';

// Platform orders into our orders, whatever arrives twice, together or out of order
// (docs/domain-rules.md, Selling platforms):
// - one platform order is one row: (platform shop, platform order id) is unique, and each
//   id is locked (an advisory lock of the transaction) before it is looked up, so a webhook
//   and a sync bringing the same new order at the same moment write it once;
// - an older version never overwrites a newer one: the platform's update time decides;
// - lines match our products through the platform product mapping; a SKU never seen
//   before is added to the shop's platform products as "not mapped", and the order keeps
//   the count of such lines (it cannot be packed until they are mapped);
// - the buyer's return requests are written with their order (import-return-requests.ts);
//   a return we received (141) or a claim (142) stays ours (platform-order-status.ts).
// A page of orders is one transaction: written together or not at all.

/** Payment method type of every platform order: the platform collects the money. */
export const PLATFORM_PAYMENT_TYPE = 6;

export interface ImportShop {
  /** platform_shops.id */
  id: number;
  enterpriseId: number;
  platform: PlatformName;
  saleChannelId: number;
  paymentMethodId: number;
}

export interface ImportResult {
  created: number;
  updated: number;
  /** Versions not newer than the stored one (a repeat, or an older version late). */
  unchanged: number;
  /** Our order ids of the orders written (created or updated). */
  orderIds: number[];
}

interface StoredRow {
  id: number;
  platform_order_id: string;
  status: number;
  packed_at: Date | null;
  platform_updated_at: Date | null;
}

interface MappingRow {
  id: number;
  platform_item_id: string;
  platform_sku_id: string;
  product_id: number | null;
  wms_product_id: number | null;
}

const clip = (text: string | null | undefined, max: number): string =>
  (text ?? '').trim().slice(0, max);
/** A platform amount as our money text; an amount that is not a number counts as 0. */
const satang = (value: string): bigint => toSatang(value) ?? 0n;
const money = (value: string): string => satangText(satang(value));

/** Writes `orders` (one shop's) into our orders; answers what it did. */
export async function importPlatformOrders(
  db: TenantDb,
  shop: ImportShop,
  orders: readonly PlatformOrder[],
): Promise<ImportResult> {
  const all = newestPerOrder(orders);
  // A re-sync brings mostly versions already stored: those are set aside with one read,
  // without taking a lock; the rest is decided again under the locks below.
  const known = await storedVersions(
    db,
    shop,
    all.map((o) => o.platformOrderId),
  );
  const latest = all.filter((o) => {
    const stored = known.get(o.platformOrderId);
    return !stored || o.updateTime > stored;
  });
  const alreadyStored = all.length - latest.length;
  if (latest.length === 0)
    return { created: 0, updated: 0, unchanged: alreadyStored, orderIds: [] };
  const result = await inSqlTransaction(
    db,
    async (run) => {
      const ids = latest.map((o) => o.platformOrderId);
      await lockPlatformOrderIds(run, shop.id, ids);
      const stored = new Map(
        (await storedOrders(run, shop, ids)).map((row) => [row.platform_order_id, row]),
      );
      const toCreate: PlatformOrder[] = [];
      const toUpdate: Array<{ order: PlatformOrder; stored: StoredRow }> = [];
      let unchanged = 0;
      for (const order of latest) {
        const row = stored.get(order.platformOrderId);
        if (!row) toCreate.push(order);
        else if (!row.platform_updated_at || order.updateTime > row.platform_updated_at)
          toUpdate.push({ order, stored: row });
        else unchanged++;
      }
      const mapping = await mapSkus(run, shop, [...toCreate, ...toUpdate.map((u) => u.order)]);
      const createdIds = await createOrders(run, shop, toCreate, mapping);
      const updatedIds: number[] = [];
      for (const { order, stored: row } of toUpdate) {
        await updateOrder(run, shop, order, row, mapping);
        updatedIds.push(row.id);
      }
      // The buyer's return requests ride with their order's version (return-requests.ts).
      await upsertReturnRequests(run, shop, [...toCreate, ...toUpdate.map((u) => u.order)]);
      return {
        created: createdIds.length,
        updated: updatedIds.length,
        unchanged,
        orderIds: [...createdIds, ...updatedIds],
      };
    },
    // Bulk statements of any row count: not prepared (docs/architecture.md, hand-written SQL).
    { prepare: false },
  );
  return { ...result, unchanged: result.unchanged + alreadyStored };
}

/** The stored update time of each of these orders (a plain read, no lock). */
async function storedVersions(
  db: TenantDb,
  shop: ImportShop,
  ids: string[],
): Promise<Map<string, Date>> {
  if (ids.length === 0) return new Map();
  const rows = await sqlRunner(db).rows<{
    platform_order_id: string;
    platform_updated_at: Date | null;
  }>(
    Prisma.sql`
    SELECT platform_order_id, platform_updated_at FROM orders
     WHERE enterprise_id = ${shop.enterpriseId} AND platform_shop_id = ${shop.id}
       AND platform_order_id = ANY(${ids}::text[])`,
  );
  return new Map(
    rows.flatMap((r) =>
      r.platform_updated_at ? [[r.platform_order_id, r.platform_updated_at]] : [],
    ),
  );
}

/** The newest version of each order in the batch, ordered by id (a fixed lock order). */
function newestPerOrder(orders: readonly PlatformOrder[]): PlatformOrder[] {
  const newest = new Map<string, PlatformOrder>();
  for (const order of orders) {
    const seen = newest.get(order.platformOrderId);
    if (!seen || order.updateTime > seen.updateTime) newest.set(order.platformOrderId, order);
  }
  return [...newest.values()].sort((a, b) =>
    a.platformOrderId < b.platformOrderId ? -1 : a.platformOrderId > b.platformOrderId ? 1 : 0,
  );
}

/**
 * Holds each (shop, platform order id) until the transaction ends, in id order so two
 * batches never wait on each other in a circle.
 */
async function lockPlatformOrderIds(run: SqlRunner, shopId: number, ids: string[]) {
  await run.rows(Prisma.sql`
    SELECT count(pg_advisory_xact_lock(hashtextextended(${`${shopId}:`} || s.id, 0)))::int AS n
      FROM (SELECT id FROM unnest(${ids}::text[]) AS id ORDER BY id) s`);
}

function storedOrders(run: SqlRunner, shop: ImportShop, ids: string[]) {
  return run.rows<StoredRow>(Prisma.sql`
    SELECT id::int AS id, platform_order_id, status::int AS status, packed_at, platform_updated_at
      FROM orders
     WHERE enterprise_id = ${shop.enterpriseId} AND platform_shop_id = ${shop.id}
       AND platform_order_id = ANY(${ids}::text[])
       FOR UPDATE`);
}

const skuKey = (itemId: string, skuId: string) => `${itemId}\u0000${skuId}`;

/**
 * The mapping of every SKU of the orders; SKUs the shop never had are added as not mapped
 * (they then show on the "to map" screen).
 */
async function mapSkus(
  run: SqlRunner,
  shop: ImportShop,
  orders: readonly PlatformOrder[],
): Promise<Map<string, MappingRow>> {
  const skus = new Map<string, PlatformOrder['lines'][number]>();
  for (const order of orders)
    for (const line of order.lines) skus.set(skuKey(line.platformItemId, line.platformSkuId), line);
  if (skus.size === 0) return new Map();
  const lines = [...skus.values()];
  const items = lines.map((l) => clip(l.platformItemId, 100));
  const variants = lines.map((l) => clip(l.platformSkuId, 100));
  await run.rows(Prisma.sql`
    INSERT INTO platform_products
      (enterprise_id, platform_shop_id, platform, platform_item_id, platform_sku_id, seller_sku,
       name, price, image_url, status, mapping_status, synced_at, created_at, updated_at)
    SELECT ${shop.enterpriseId}, ${shop.id}, ${PLATFORM_CODE[shop.platform]}, t.item, t.variant,
           NULLIF(t.seller_sku, ''), t.name, t.price::numeric, NULLIF(t.image, ''), 0, 2,
           now(), now(), now()
      FROM unnest(${items}::text[], ${variants}::text[],
                  ${lines.map((l) => clip(l.sellerSku, 100))}::text[],
                  ${lines.map((l) => clip(l.name, 500) || clip(l.platformSkuId, 100))}::text[],
                  ${lines.map((l) => money(l.unitPrice))}::text[],
                  ${lines.map((l) => l.imageUrl ?? '')}::text[])
           AS t(item, variant, seller_sku, name, price, image)
    ON CONFLICT (platform_shop_id, platform_item_id, platform_sku_id) DO NOTHING`);
  const rows = await run.rows<MappingRow>(Prisma.sql`
    SELECT pp.id::int AS id, pp.platform_item_id, pp.platform_sku_id,
           CASE WHEN pp.mapping_status = 1 THEN pp.product_id::int END AS product_id,
           CASE WHEN pp.mapping_status = 1 THEN p.wms_product_id::int END AS wms_product_id
      FROM unnest(${items}::text[], ${variants}::text[]) AS t(item, variant)
      JOIN platform_products pp
        ON pp.platform_shop_id = ${shop.id} AND pp.platform_item_id = t.item
       AND pp.platform_sku_id = t.variant
      LEFT JOIN products p ON p.id = pp.product_id AND p.enterprise_id = ${shop.enterpriseId}`);
  return new Map(rows.map((r) => [skuKey(r.platform_item_id, r.platform_sku_id), r]));
}

/** The order's columns the platform decides, as SQL values (shared by insert and update). */
function orderValues(shop: ImportShop, order: PlatformOrder, status: number, unmapped: number) {
  const r = order.recipient;
  return {
    platformStatus: clip(order.platformStatus, 40),
    platformUpdatedAt: order.updateTime,
    status,
    cancelRequested: order.mapped.cancelRequested,
    returnRequested: order.mapped.returnRequested,
    buyerMayCancel: order.mapped.buyerMayCancel,
    needsRearrange: order.mapped.needsRearrange,
    unmapped,
    packageId: order.packageId ? clip(order.packageId, 100) : null,
    shippingProviderId: platformShippingProvider(shop.platform, order.shippingProviderName),
    trackingNumber: order.trackingNumber ? clip(order.trackingNumber, 60) : null,
    recipientName: clip(r.name, 200) || '-',
    recipientPhone: clip(r.phone, 30) || '-',
    recipientAddress: clip(r.address, 2000) || '-',
    subdistrict: clip(r.subdistrict, 100),
    district: clip(r.district, 100),
    province: clip(r.province, 100),
    zipcode: clip(r.zipcode, 10),
    subtotal: money(order.subtotal),
    discount: money(order.sellerDiscount),
    platformDiscount: money(order.platformDiscount),
    shippingFee: money(order.shippingFee),
    total: money(order.total),
    note: order.buyerNote ? clip(order.buyerNote, 2000) : null,
    paidAt: order.paidAt,
  };
}

/** Lines of the order with their mapping; the count of lines still to map. */
function orderLines(order: PlatformOrder, mapping: Map<string, MappingRow>) {
  let unmapped = 0;
  const lines = order.lines.map((line) => {
    const m = mapping.get(skuKey(clip(line.platformItemId, 100), clip(line.platformSkuId, 100)));
    if (!m || m.product_id === null) unmapped++;
    const gross = satang(line.unitPrice) * BigInt(line.quantity);
    return {
      productId: m?.product_id ?? null,
      wmsProductId: m?.wms_product_id ?? null,
      platformProductId: m?.id ?? null,
      name: clip(line.name, 300) || clip(line.platformSkuId, 300),
      sku: clip(line.sellerSku, 60) || clip(line.platformSkuId, 60),
      quantity: line.quantity,
      price: money(line.unitPrice),
      discount: money(line.sellerDiscount),
      platformDiscount: money(line.platformDiscount),
      lineTotal: satangText(gross - satang(line.sellerDiscount)),
    };
  });
  return { lines, unmapped };
}

type OrderLine = ReturnType<typeof orderLines>['lines'][number];

/** The newest return request, for the order's timeline. */
function returnOf(order: PlatformOrder): { return_status?: string; return_id?: string } {
  const newest = newestReturnRequest(order.returnRequests);
  return newest ? { return_status: newest.platformStatus, return_id: newest.platformReturnId } : {};
}

/** The day stamps a status implies, set once (kept when already set). */
function stampSql(status: number): Prisma.Sql {
  const S = ORDER_STATUS;
  const stamps: Array<[string, readonly number[]]> = [
    ['shipped_at', [S.Intransit, S.Delivered, S.Completed]],
    ['delivered_at', [S.Delivered, S.Completed]],
    ['completed_at', [S.Completed]],
    ['cancelled_at', [S.Cancelled]],
    ['returned_at', [S.Returned]],
  ];
  const sets = stamps
    .filter(([, statuses]) => statuses.includes(status))
    .map(([column]) => Prisma.raw(`${column} = COALESCE(o.${column}, now())`));
  return sets.length ? Prisma.sql`, ${Prisma.join(sets, ', ')}` : Prisma.empty;
}

async function createOrders(
  run: SqlRunner,
  shop: ImportShop,
  orders: PlatformOrder[],
  mapping: Map<string, MappingRow>,
): Promise<number[]> {
  if (orders.length === 0) return [];
  // Numbers follow the platform's order of creation.
  const byCreation = [...orders].sort((a, b) => a.createTime.getTime() - b.createTime.getTime());
  const numbers = await allocateOrderNumbers(run, shop.enterpriseId, byCreation.length);
  const platform = PLATFORM_CODE[shop.platform];
  const prepared = byCreation.map((order, i) => {
    const { lines, unmapped } = orderLines(order, mapping);
    return {
      order,
      lines,
      number: numbers[i]!,
      v: orderValues(shop, order, order.mapped.status, unmapped),
    };
  });
  const S = ORDER_STATUS;
  const tuples = prepared.map(({ order, number, v }) => {
    const shipped = [S.Intransit, S.Delivered, S.Completed].includes(v.status as 121);
    return Prisma.sql`(${shop.enterpriseId}, ${number}, ${order.platformOrderId}, ${platform},
      ${shop.id}, ${v.platformStatus}, ${v.platformUpdatedAt}, ${v.status}, ${v.cancelRequested},
      ${v.returnRequested}, ${v.buyerMayCancel}, ${v.needsRearrange}, ${v.unmapped},
      ${v.packageId}, ${shop.saleChannelId}, ${shop.paymentMethodId}, ${PLATFORM_PAYMENT_TYPE},
      ${v.shippingProviderId}, ${v.trackingNumber}, ${v.recipientName}, ${v.recipientPhone},
      ${v.recipientAddress}, ${v.subdistrict}, ${v.district}, ${v.province}, ${v.zipcode},
      ${v.subtotal}::numeric, ${v.discount}::numeric, ${v.platformDiscount}::numeric,
      ${v.shippingFee}::numeric, ${v.total}::numeric, ${v.note}, ${v.paidAt},
      ${shipped ? order.updateTime : null}::timestamptz,
      ${v.status === S.Cancelled ? order.updateTime : null}::timestamptz,
      ${order.createTime}, now())`;
  });
  const inserted = await run.rows<{ id: number; platform_order_id: string }>(Prisma.sql`
    INSERT INTO orders
      (enterprise_id, order_number, platform_order_id, platform, platform_shop_id, platform_status,
       platform_updated_at, status, cancel_requested, return_requested, buyer_may_cancel,
       needs_rearrange, unmapped_item_count, platform_package_id, sale_channel_id,
       payment_method_id, payment_type, shipping_provider_id, tracking_number, recipient_name,
       recipient_phone, recipient_address, recipient_subdistrict, recipient_district,
       recipient_province, recipient_zipcode, subtotal, discount, platform_discount,
       shipping_fee, total, seller_note, paid_at, shipped_at, cancelled_at, created_at, updated_at)
    VALUES ${Prisma.join(tuples)}
    RETURNING id::int AS id, platform_order_id`);
  const idOf = new Map(inserted.map((r) => [r.platform_order_id, r.id]));
  const linesOf = prepared.flatMap(({ order, lines }) =>
    lines.map((line) => ({ orderId: idOf.get(order.platformOrderId)!, line })),
  );
  await insertLines(run, shop.enterpriseId, linesOf);
  await run.rows(Prisma.sql`
    INSERT INTO order_events (enterprise_id, order_id, to_status, type, reason, data, created_at)
    VALUES ${Prisma.join(
      prepared.map(
        ({ order, v }) => Prisma.sql`(${shop.enterpriseId}, ${idOf.get(order.platformOrderId)!},
          ${v.status}, 'synced', ${shop.platform}, ${JSON.stringify({
            platform_status: order.platformStatus,
            carrier: order.shippingProviderName,
            ...returnOf(order),
          })}::jsonb, now())`,
      ),
    )}`);
  return inserted.map((r) => r.id);
}

async function insertLines(
  run: SqlRunner,
  enterpriseId: number,
  lines: Array<{ orderId: number; line: OrderLine }>,
): Promise<void> {
  for (let start = 0; start < lines.length; start += 1000) {
    const chunk = lines.slice(start, start + 1000);
    await run.rows(Prisma.sql`
      INSERT INTO order_items
        (enterprise_id, order_id, product_id, wms_product_id, platform_product_id, name, sku,
         quantity, price, discount, platform_discount, line_total, created_at)
      VALUES ${Prisma.join(
        chunk.map(
          ({ orderId, line: l }) => Prisma.sql`(${enterpriseId}, ${orderId}, ${l.productId},
            ${l.wmsProductId}, ${l.platformProductId}, ${l.name}, ${l.sku}, ${l.quantity},
            ${l.price}::numeric, ${l.discount}::numeric, ${l.platformDiscount}::numeric,
            ${l.lineTotal}::numeric, now())`,
        ),
      )}`);
  }
}

async function updateOrder(
  run: SqlRunner,
  shop: ImportShop,
  order: PlatformOrder,
  stored: StoredRow,
  mapping: Map<string, MappingRow>,
): Promise<void> {
  const storedState = { status: stored.status, packedAt: stored.packed_at };
  const status = platformOrderStatusAfter(storedState, order.mapped.status);
  const replaceLines = linesReplaceable(storedState);
  const { lines, unmapped } = orderLines(order, mapping);
  if (replaceLines) {
    await run.rows(Prisma.sql`
      DELETE FROM order_items WHERE enterprise_id = ${shop.enterpriseId} AND order_id = ${stored.id}`);
    await insertLines(
      run,
      shop.enterpriseId,
      lines.map((line) => ({ orderId: stored.id, line })),
    );
  }
  const v = orderValues(shop, order, status, unmapped);
  // A return we received or a claim we opened has decided the buyer's request already.
  const ourReturnOrClaim = status === ORDER_STATUS.Returned || status === ORDER_STATUS.Claimed;
  // Lines packed already stay; their count to map is what is left unmapped on them.
  const unmappedSql = replaceLines
    ? Prisma.sql`${v.unmapped}`
    : Prisma.sql`(SELECT count(*) FROM order_items i
                   WHERE i.order_id = o.id AND i.product_id IS NULL)::smallint`;
  await run.rows(Prisma.sql`
    UPDATE orders o
       SET platform_status = ${v.platformStatus}, platform_updated_at = ${v.platformUpdatedAt},
           status = ${status}, cancel_requested = ${v.cancelRequested},
           return_requested = ${v.returnRequested && !ourReturnOrClaim},
           buyer_may_cancel = ${v.buyerMayCancel},
           needs_rearrange = ${v.needsRearrange}, unmapped_item_count = ${unmappedSql},
           platform_package_id = COALESCE(${v.packageId}, o.platform_package_id),
           tracking_number = COALESCE(${v.trackingNumber}, o.tracking_number),
           recipient_name = ${v.recipientName}, recipient_phone = ${v.recipientPhone},
           recipient_address = ${v.recipientAddress}, recipient_subdistrict = ${v.subdistrict},
           recipient_district = ${v.district}, recipient_province = ${v.province},
           recipient_zipcode = ${v.zipcode}, subtotal = ${v.subtotal}::numeric,
           discount = ${v.discount}::numeric, platform_discount = ${v.platformDiscount}::numeric,
           shipping_fee = ${v.shippingFee}::numeric, total = ${v.total}::numeric,
           paid_at = COALESCE(o.paid_at, ${v.paidAt}::timestamptz), updated_at = now()
           ${stampSql(status)}
     WHERE o.id = ${stored.id} AND o.enterprise_id = ${shop.enterpriseId}
     RETURNING o.id`);
  await run.rows(Prisma.sql`
    INSERT INTO order_events
      (enterprise_id, order_id, from_status, to_status, type, reason, data, created_at)
    VALUES (${shop.enterpriseId}, ${stored.id}, ${stored.status}, ${status},
            ${status === stored.status ? 'synced' : 'status'}, ${shop.platform},
            ${JSON.stringify({ platform_status: order.platformStatus, ...returnOf(order) })}::jsonb,
            now())`);
}
