import type { TenantDb } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { moneyText } from '@/lib/domain/catalog/serializers';
import type { OrderItem, OrderLineInput } from '@/lib/domain/orders/schemas';

// The master data an order refers to, checked inside the order's transaction, and its lines
// drafted from the products (name, SKU and warehouse product are snapshots: editing the
// product later does not change an order already made).

/** An active sale channel of the enterprise, else 404 `common.notFound` naming it. */
export async function activeSaleChannel(tx: TenantDb, id: number): Promise<{ id: number }> {
  const found = await tx.saleChannel.findFirst({
    where: { id, active: true },
    select: { id: true },
  });
  if (!found) throw new AppError('common.notFound', `sale_channel_id ${id}`);
  return found;
}

/** An active payment method of the enterprise and its type, else `payment.methodNotFound`. */
export async function activePaymentMethod(
  tx: TenantDb,
  id: number,
): Promise<{ id: number; type: number }> {
  const found = await tx.paymentMethod.findFirst({
    where: { id, active: true },
    select: { id: true, type: true },
  });
  if (!found) throw new AppError('payment.methodNotFound', `payment_method_id ${id}`);
  return found;
}

export async function assertCustomer(tx: TenantDb, id: number): Promise<void> {
  const found = await tx.customer.findFirst({ where: { id }, select: { id: true } });
  if (!found) throw new AppError('common.notFound', `customer_id ${id}`);
}

export async function assertStorage(tx: TenantDb, id: number): Promise<void> {
  const found = await tx.storage.findFirst({ where: { id }, select: { id: true } });
  if (!found) throw new AppError('common.notFound', `storage_id ${id}`);
}

export interface SellableProduct {
  id: number;
  sku: string;
  name: string;
  price: string;
  wmsProductId: number | null;
}

/**
 * The products of the lines, each existing, active and not archived, else 404
 * `common.notFound` naming every refused id. `onOrder` (an edit) also lets through the
 * products already on the order, so an order whose product was retired stays editable.
 */
export async function sellableProducts(
  tx: TenantDb,
  ids: readonly number[],
  onOrder: ReadonlySet<number> = new Set(),
): Promise<Map<number, SellableProduct>> {
  const wanted = [...new Set(ids)];
  const rows = await tx.product.findMany({
    where: { id: { in: wanted } },
    select: {
      id: true,
      pn: true,
      name: true,
      price: true,
      wmsProductId: true,
      active: true,
      archivedAt: true,
    },
  });
  const byId = new Map(rows.map((r) => [r.id, r]));
  const refused = wanted.filter((id) => {
    const p = byId.get(id);
    return !p || ((!p.active || p.archivedAt !== null) && !onOrder.has(id));
  });
  if (refused.length > 0)
    throw new AppError('common.notFound', `product ${refused.slice(0, 20).join(', ')}`);
  return new Map(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        sku: r.pn,
        name: r.name,
        price: moneyText(r.price),
        wmsProductId: r.wmsProductId,
      },
    ]),
  );
}

/** A line as it will be written (money as "0.00" text). */
export interface LineDraft {
  productId: number;
  wmsProductId: number | null;
  name: string;
  sku: string;
  quantity: number;
  price: string;
  discount: string;
}

/**
 * The lines from the input. A line without a price takes the price it already had on the
 * order (an edit), else the product's; a product already on the order keeps its snapshot.
 */
export function draftLines(
  items: readonly OrderLineInput[],
  products: ReadonlyMap<number, SellableProduct>,
  existing: readonly OrderItem[] = [],
): LineDraft[] {
  return items.map((item) => {
    const before = existing.find((i) => i.product_id === item.product_id);
    const product = products.get(item.product_id)!;
    return {
      productId: item.product_id,
      wmsProductId: before ? before.wms_product_id : product.wmsProductId,
      name: before ? before.name : product.name,
      sku: before ? before.sku : product.sku,
      quantity: item.quantity,
      price: item.price ?? before?.price ?? product.price,
      discount: item.discount,
    };
  });
}

/** The same line list as the order already holds (product, quantity, price, discount, in order). */
export function sameLines(drafts: readonly LineDraft[], items: readonly OrderItem[]): boolean {
  return (
    drafts.length === items.length &&
    drafts.every((d, i) => {
      const o = items[i]!;
      return (
        d.productId === o.product_id &&
        d.quantity === o.quantity &&
        d.price === o.price &&
        d.discount === o.discount
      );
    })
  );
}

/** The order_items rows of the drafts, with their computed line totals. */
export function lineRows(
  enterpriseId: number,
  orderId: number,
  drafts: readonly LineDraft[],
  lineTotals: readonly { line_total: string }[],
) {
  return drafts.map((d, i) => ({
    enterpriseId,
    orderId,
    productId: d.productId,
    wmsProductId: d.wmsProductId,
    name: d.name,
    sku: d.sku,
    quantity: d.quantity,
    price: d.price,
    discount: d.discount,
    lineTotal: lineTotals[i]!.line_total,
  }));
}
