import { z } from 'zod';
import type { TenantDb } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { orderItemSchema } from '@/lib/domain/orders/schemas';
import { orderItemSelect, toOrderItem } from '@/lib/domain/orders/serializers';

// GET /api/v1/orders/detail/product: the order's lines with their warehouse product and
// its stock per storage, so staff see before packing whether the order can be filled.

export const orderProductStockSchema = z.object({
  storage_id: z.number(),
  storage_name: z.string(),
  balance: z.number(),
});

export const orderProductLineSchema = orderItemSchema.extend({
  unit_name: z.string().nullable(),
  /** False when the product was deactivated or archived after the order was made. */
  product_active: z.boolean(),
  wms_product: z
    .object({
      id: z.number(),
      sku: z.string(),
      name: z.string(),
      barcode: z.string(),
      unit_name: z.string().nullable(),
    })
    .nullable(),
  /** The warehouse product's balance in every storage that holds a record of it. */
  stock: z.array(orderProductStockSchema),
  total_balance: z.number(),
  /** Units at the order's storage, or over every storage when the order names none. */
  available: z.number(),
  /** available covers every line of the order taking the same warehouse product. */
  enough: z.boolean(),
});
export type OrderProductLine = z.infer<typeof orderProductLineSchema>;

export const orderProductsSchema = z.object({
  order_id: z.number(),
  order_number: z.string(),
  status: z.number(),
  storage_id: z.number().nullable(),
  items: z.array(orderProductLineSchema),
});
export type OrderProducts = z.infer<typeof orderProductsSchema>;

export async function getOrderProducts(db: TenantDb, id: number): Promise<OrderProducts> {
  const order = await db.order.findFirst({
    where: { id },
    select: {
      id: true,
      orderNumber: true,
      status: true,
      storageId: true,
      items: {
        select: {
          ...orderItemSelect,
          product: {
            select: {
              imageKey: true,
              barcode: true,
              unitName: true,
              active: true,
              archivedAt: true,
            },
          },
          wmsProduct: {
            select: { id: true, sku: true, name: true, barcode: true, unitName: true },
          },
        },
        orderBy: { id: 'asc' },
      },
    },
  });
  if (!order) throw new AppError('order.notFound', `order ${id}`);

  const wmsIds = [
    ...new Set(order.items.flatMap((i) => (i.wmsProductId === null ? [] : [i.wmsProductId]))),
  ];
  const balances = wmsIds.length
    ? await db.inventoryBalance.findMany({
        where: { wmsProductId: { in: wmsIds } },
        select: {
          wmsProductId: true,
          storageId: true,
          balance: true,
          storage: { select: { name: true } },
        },
        orderBy: [{ wmsProductId: 'asc' }, { storageId: 'asc' }],
      })
    : [];
  const needed = new Map<number, number>();
  for (const i of order.items)
    if (i.wmsProductId !== null)
      needed.set(i.wmsProductId, (needed.get(i.wmsProductId) ?? 0) + i.quantity);

  return {
    order_id: order.id,
    order_number: order.orderNumber,
    status: order.status,
    storage_id: order.storageId,
    items: order.items.map((i) => {
      const stock = balances
        .filter((b) => b.wmsProductId === i.wmsProductId)
        .map((b) => ({
          storage_id: b.storageId,
          storage_name: b.storage.name,
          balance: b.balance,
        }));
      const total = stock.reduce((n, s) => n + s.balance, 0);
      const available =
        order.storageId === null
          ? total
          : (stock.find((s) => s.storage_id === order.storageId)?.balance ?? 0);
      return {
        ...toOrderItem(i),
        unit_name: i.product?.unitName ?? null,
        product_active: i.product !== null && i.product.active && i.product.archivedAt === null,
        wms_product: i.wmsProduct
          ? {
              id: i.wmsProduct.id,
              sku: i.wmsProduct.sku,
              name: i.wmsProduct.name,
              barcode: i.wmsProduct.barcode,
              unit_name: i.wmsProduct.unitName,
            }
          : null,
        stock,
        total_balance: total,
        available,
        enough: i.wmsProductId !== null && available >= (needed.get(i.wmsProductId) ?? 0),
      };
    }),
  };
}
