import { type TenantDb, USER_NAME_SQL } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import type { ExportColumn } from '@/lib/export';
import { messageText } from '@/lib/export/text';
import { formatThaiPhone } from '@/lib/domain/customers/phone';
import { listStatuses, orderSource, withClause, type OrderSource } from '@/lib/domain/orders/list';
import type { OrderListQuery } from '@/lib/domain/orders/schemas';

// GET /api/v1/orders/export: one row per order line, with its order's columns, for the
// orders the list's filters match. Streamed: orders are read a batch at a time in
// (created_at, id) order after the last one seen (no OFFSET, so the last batch costs what
// the first did), each batch with its lines in the same statement.

export const EXPORT_ORDER_BATCH = 1000;

/** One line of the export: the order's columns and the line's (null for an order without lines). */
export interface OrderLineRecord {
  order_id: number;
  created_at: Date;
  order_number: string;
  status: number;
  sale_channel_name: string;
  payment_method_name: string;
  payment_type: number;
  platform: number;
  platform_order_id: string | null;
  shipping_provider_id: number;
  tracking_number: string | null;
  recipient_name: string;
  recipient_phone: string;
  recipient_address: string;
  recipient_subdistrict: string;
  recipient_district: string;
  recipient_province: string;
  recipient_zipcode: string;
  staff_name: string | null;
  discount: string;
  shipping_fee: string;
  total: string;
  slip_ref: string | null;
  seller_note: string | null;
  sku: string | null;
  product_name: string | null;
  quantity: number | null;
  price: string | null;
  line_discount: string | null;
  line_total: string | null;
}

export type OrderExportFilter = Omit<OrderListQuery, 'page' | 'limit' | 'sort'>;

/** One batch of orders after (createdAt, id), with their lines; exported for the EXPLAIN test. */
export function orderExportBatchSql(
  source: OrderSource,
  after: { createdAt: Date; id: number } | undefined,
  take: number,
): Prisma.Sql {
  const keyset = after
    ? Prisma.sql`AND (o.created_at, o.id) > (${after.createdAt}, ${after.id})`
    : Prisma.empty;
  const page = (columns: Prisma.Sql) => Prisma.sql`
      SELECT ${columns} FROM ${source.from}
       WHERE ${source.where} ${keyset}
       ORDER BY o.created_at, o.id
       LIMIT ${take}`;
  // Whole rows straight from the walk of the date range's index; after a text search, the
  // few orders it found, read by id.
  const batch = source.with
    ? Prisma.sql`b AS (
        SELECT w.* FROM (${page(Prisma.sql`o.id`)}) k JOIN orders w ON w.id = k.id)`
    : Prisma.sql`b AS (${page(Prisma.sql`o.*`)})`;
  return Prisma.sql`
    ${withClause(source.with, batch)}
    SELECT o.id AS order_id, o.created_at, o.order_number, o.status::int AS status,
           sc.name AS sale_channel_name, pm.name AS payment_method_name,
           o.payment_type::int AS payment_type, o.platform::int AS platform,
           o.platform_order_id, o.shipping_provider_id::int AS shipping_provider_id,
           o.tracking_number, o.recipient_name, o.recipient_phone, o.recipient_address,
           o.recipient_subdistrict, o.recipient_district, o.recipient_province,
           o.recipient_zipcode,
           ${USER_NAME_SQL} AS staff_name,
           o.discount::text AS discount, o.shipping_fee::text AS shipping_fee,
           o.total::text AS total, o.slip_ref, o.seller_note,
           i.sku, i.name AS product_name, i.quantity, i.price::text AS price,
           i.discount::text AS line_discount, i.line_total::text AS line_total
      FROM b o
      JOIN sale_channels sc ON sc.id = o.sale_channel_id
      JOIN payment_methods pm ON pm.id = o.payment_method_id
      LEFT JOIN users u ON u.id = o.staff_user_id
      LEFT JOIN order_items i ON i.order_id = o.id
     ORDER BY o.created_at, o.id, i.id`;
}

/**
 * The order lines of the filtered orders, oldest order first. The filter is built (and a
 * bad status or a range over 31 days refused) before the first row is asked for, so the
 * route answers the error instead of a broken download.
 */
export function orderExportRows(
  db: TenantDb,
  enterpriseId: number,
  query: OrderExportFilter,
  batch = EXPORT_ORDER_BATCH,
): AsyncIterable<OrderLineRecord> {
  const source = orderSource(enterpriseId, query, listStatuses('orders', query.status));
  return (async function* () {
    let after: { createdAt: Date; id: number } | undefined;
    for (;;) {
      const rows = await db.$queryRaw<OrderLineRecord[]>(orderExportBatchSql(source, after, batch));
      let orders = 0;
      for (const row of rows) {
        if (row.order_id !== after?.id) {
          orders++;
          after = { createdAt: row.created_at, id: row.order_id };
        }
        yield row;
      }
      if (orders < batch) return;
    }
  })();
}

/** The export's columns, headed in the actor's language. */
export function orderExportColumns(locale: string): ExportColumn<OrderLineRecord>[] {
  // Labels are looked up once per code, not once per line.
  const labels = new Map<string, string>();
  const t = (key: string) => {
    let text = labels.get(key);
    if (text === undefined) labels.set(key, (text = messageText(locale, key)));
    return text;
  };
  const c = (key: string) => t(`orderExport.columns.${key}`);
  return [
    { header: c('orderNumber'), value: (r) => r.order_number, width: 16 },
    { header: c('createdAt'), value: (r) => r.created_at, width: 20 },
    { header: c('status'), value: (r) => t(`orders.status.${r.status}`), width: 16 },
    { header: c('saleChannel'), value: (r) => r.sale_channel_name, width: 18 },
    { header: c('paymentMethod'), value: (r) => r.payment_method_name, width: 20 },
    { header: c('paymentType'), value: (r) => t(`orders.paymentTypes.${r.payment_type}`) },
    { header: c('platform'), value: (r) => t(`orders.platforms.${r.platform}`) },
    { header: c('platformOrderId'), value: (r) => r.platform_order_id, width: 20 },
    {
      header: c('shippingProvider'),
      value: (r) => t(`orders.shippingProviders.${r.shipping_provider_id}`),
      width: 16,
    },
    { header: c('trackingNumber'), value: (r) => r.tracking_number, width: 18 },
    { header: c('recipientName'), value: (r) => r.recipient_name, width: 24 },
    { header: c('recipientPhone'), value: (r) => formatThaiPhone(r.recipient_phone), width: 14 },
    { header: c('recipientAddress'), value: (r) => r.recipient_address, width: 32 },
    { header: t('address.subdistrict'), value: (r) => r.recipient_subdistrict, width: 16 },
    { header: t('address.district'), value: (r) => r.recipient_district, width: 16 },
    { header: t('address.province'), value: (r) => r.recipient_province, width: 16 },
    { header: t('address.zipcode'), value: (r) => r.recipient_zipcode, width: 10 },
    { header: c('staff'), value: (r) => r.staff_name, width: 18 },
    { header: c('sku'), value: (r) => r.sku, width: 16 },
    { header: c('productName'), value: (r) => r.product_name, width: 32 },
    { header: c('quantity'), value: (r) => r.quantity },
    { header: c('price'), value: (r) => r.price },
    { header: c('lineDiscount'), value: (r) => r.line_discount },
    { header: c('lineTotal'), value: (r) => r.line_total },
    { header: c('orderDiscount'), value: (r) => r.discount },
    { header: c('shippingFee'), value: (r) => r.shipping_fee },
    { header: c('orderTotal'), value: (r) => r.total },
    { header: c('slipRef'), value: (r) => r.slip_ref, width: 20 },
    { header: c('sellerNote'), value: (r) => r.seller_note, width: 24 },
  ];
}
