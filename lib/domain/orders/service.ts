import type { Actor } from '@/lib/auth/actor';
import { inTransaction, sqlRunner, type TenantDb } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import { AppError, isAppError } from '@/lib/errors';
import { recordAudit } from '@/lib/domain/audit/service';
import { attachClaimToOrder, claimCoupon, type CouponClaim } from '@/lib/domain/coupons/redeem';
import { heldCoupon, repriceHeld } from '@/lib/domain/coupons/reprice';
import { CUSTOMER_STATUS } from '@/lib/domain/customers/schemas';
import { createCustomer } from '@/lib/domain/customers/service';
import { getOrderDetail } from '@/lib/domain/orders/detail';
import { lockOrder, ORDER_EVENT, recordOrderEvent } from '@/lib/domain/orders/events';
import {
  activePaymentMethod,
  activeSaleChannel,
  assertCustomer,
  assertStorage,
  draftLines,
  lineRows,
  sameLines,
  sellableProducts,
  type LineDraft,
} from '@/lib/domain/orders/lines';
import { nextOrderNumber } from '@/lib/domain/orders/numbering';
import { EDITABLE_STATUSES } from '@/lib/domain/orders/order-actions';
import { assertMayEditOrder } from '@/lib/domain/orders/order-owner';
import {
  MAX_LINE_QUANTITY,
  MAX_ORDER_LINES,
  type AddOrderProductInput,
  type CreateOrderInput,
  type OrderDetail,
  type RecipientInput,
  type UpdateOrderInput,
} from '@/lib/domain/orders/schemas';
import { applySlip, readStoredSlip } from '@/lib/domain/orders/slip';
import { assertMove, initialStatus, ORDER_STATUS } from '@/lib/domain/orders/status';
import { computeOrderTotals, satangText, toSatang } from '@/lib/domain/orders/totals';

export { getOrderProducts } from '@/lib/domain/orders/order-products';
export { shippingInfo } from '@/lib/domain/orders/shipping-info';

// Taking and editing orders (create, update, add a product). Every
// amount is computed here from the lines (the client never sets one); each call is one
// transaction with its order event and audit entry.

/**
 * Creating runs behind the day's order-number row lock, so a burst of orders queues on
 * it: a longer wait than Prisma's default 2 s / 5 s keeps the burst from failing.
 */
const ORDER_TX = { timeout: 20_000, maxWait: 20_000 } as const;

function assertEditable(status: number): void {
  if (!EDITABLE_STATUSES.includes(status))
    throw new AppError('order.notEditable', `the order is at ${status}`);
}

/**
 * A line's product when the order's lines are edited here. A platform order's line may wait
 * for its mapping (no product yet); its lines are the platform's, mapped from the "to map"
 * screen, not edited on the order.
 */
function mappedProductId(line: { product_id: number | null; sku: string }): number {
  if (line.product_id === null)
    throw new AppError('order.unmappedItems', `line ${line.sku} is not mapped to a product`);
  return line.product_id;
}

/** a + b of two money texts, in whole satang. */
const addMoney = (a: string, b: string) => satangText(toSatang(a)! + toSatang(b)!);
/** a - b of two money texts, in whole satang. */
const subMoney = (a: string, b: string) => satangText(toSatang(a)! - toSatang(b)!);

const totalsOf = (
  lines: readonly Pick<LineDraft, 'quantity' | 'price' | 'discount'>[],
  discount: string,
  shippingFee: string,
) => computeOrderTotals({ lines, discount, shipping_fee: shippingFee });

/** What the audit log keeps of an order: not its timeline nor derived fields. */
function orderAuditSnapshot(d: OrderDetail) {
  const { events: _e, next_statuses: _n, next_actions: _a, updated_at: _u, ...rest } = d;
  return { ...rest, items: rest.items.map(({ image_url: _i, ...item }) => item) };
}

function recipientColumns(r: RecipientInput) {
  return {
    recipientName: r.name,
    recipientPhone: r.phone,
    recipientAddress: r.address,
    recipientSubdistrict: r.subdistrict,
    recipientDistrict: r.district,
    recipientProvince: r.province,
    recipientZipcode: r.zipcode,
  };
}

/**
 * The customer an order with `save_customer` is for: the active customer with the
 * recipient's phone, else a new one with the recipient as its default address. Two orders
 * saving the same new phone at once: the second waits on the customers' phone lock, is
 * refused there (no database error, the transaction goes on) and takes the first's.
 */
export async function matchOrSaveCustomer(
  tx: TenantDb,
  actor: Actor,
  recipient: RecipientInput,
  requestId?: string,
): Promise<number> {
  const match = () =>
    tx.customer.findFirst({
      where: { phone: recipient.phone, status: CUSTOMER_STATUS.active },
      select: { id: true },
      orderBy: { id: 'asc' },
    });
  const found = await match();
  if (found) return found.id;
  try {
    const created = await createCustomer(
      tx,
      actor,
      {
        name: recipient.name,
        phone: recipient.phone,
        email: null,
        line_id: null,
        note: null,
        tags: [],
        addresses: [
          {
            recipient_name: recipient.name,
            phone: recipient.phone,
            address: recipient.address,
            subdistrict: recipient.subdistrict,
            district: recipient.district,
            province: recipient.province,
            zipcode: recipient.zipcode,
            is_default: true,
          },
        ],
      },
      requestId,
    );
    return created.id;
  } catch (error) {
    if (isAppError(error) && error.key === 'customer.duplicatePhone') {
      const raced = await match();
      if (raced) return raced.id;
    }
    throw error;
  }
}

/**
 * POST /api/v1/orders. The order starts at initialStatus(method type) (111 for cash on
 * delivery and platform-paid, else 100) with the next number of its Bangkok day.
 * `opts.platform`: the selling platform it was taken on (5 LINE for an order taken in a
 * member's LINE chat, lib/domain/line/member-order.ts); left out, the back office's own (1).
 */
export async function createOrder(
  db: TenantDb,
  actor: Actor,
  input: CreateOrderInput,
  requestId?: string,
  opts: { platform?: number } = {},
): Promise<OrderDetail> {
  const slipKey = input.payment_slip_key;
  if (slipKey && !slipKey.startsWith(`${actor.enterpriseId}/`))
    throw new AppError('common.invalidParameter', 'payment_slip_key: not a file of this shop');
  // Read and decoded before the transaction: no storage round trip under the number's lock.
  const slip = slipKey ? await readStoredSlip(actor, slipKey) : undefined;
  return inTransaction(
    db,
    async (tx) => {
      await activeSaleChannel(tx, input.sale_channel_id);
      const method = await activePaymentMethod(tx, input.payment_method_id);
      if (input.customer_id) await assertCustomer(tx, input.customer_id);
      if (input.storage_id) await assertStorage(tx, input.storage_id);
      const products = await sellableProducts(
        tx,
        input.items.map((i) => i.product_id),
      );
      const lines = draftLines(input.items, products);
      let totals = totalsOf(lines, input.discount, input.shipping_fee);
      const now = new Date();
      // The coupon is counted before the day's number is locked: orders racing for its
      // last use queue on the coupon's row, not on the number (docs/domain-rules.md, Coupons).
      let coupon: CouponClaim | null = null;
      if (input.coupon_code) {
        coupon = await claimCoupon(sqlRunner(tx), actor.enterpriseId, input.coupon_code, {
          itemsAmount: totals.subtotal,
          alreadyOff: totals.discount,
          now,
        });
        totals = totalsOf(lines, addMoney(totals.discount, coupon.discount), input.shipping_fee);
      }
      const customerId =
        input.customer_id ??
        (input.save_customer
          ? await matchOrSaveCustomer(tx, actor, input.recipient, requestId)
          : null);
      const status = initialStatus(method.type);

      // Last before the order row: the day's number stays locked until commit.
      const orderNumber = await nextOrderNumber(tx, actor.enterpriseId, now);
      const { id } = await tx.order.create({
        data: {
          enterpriseId: actor.enterpriseId,
          orderNumber,
          platformOrderId: input.platform_order_id,
          ...(opts.platform !== undefined ? { platform: opts.platform } : {}),
          status,
          customerId,
          staffUserId: actor.userId,
          saleChannelId: input.sale_channel_id,
          paymentMethodId: method.id,
          paymentType: method.type,
          shippingProviderId: input.shipping_provider_id,
          storageId: input.storage_id ?? null,
          ...recipientColumns(input.recipient),
          subtotal: totals.subtotal,
          discount: totals.discount,
          shippingFee: totals.shipping_fee,
          total: totals.total,
          couponId: coupon?.couponId ?? null,
          couponCode: coupon?.code ?? null,
          couponDiscount: coupon?.discount ?? '0',
          sellerNote: input.seller_note,
          createdAt: now,
        },
        select: { id: true },
      });
      await tx.orderItem.createMany({
        data: lineRows(actor.enterpriseId, id, lines, totals.lines),
      });
      await recordOrderEvent(tx, actor, {
        orderId: id,
        type: ORDER_EVENT.Created,
        toStatus: status,
        data: {
          total: totals.total,
          items: lines.length,
          ...(coupon ? { coupon_code: coupon.code, coupon_discount: coupon.discount } : {}),
        },
      });
      if (coupon) await attachClaimToOrder(sqlRunner(tx), actor.enterpriseId, coupon, id);
      if (slipKey) await applySlip(tx, actor, id, slipKey, undefined, slip);
      const created = await getOrderDetail(tx, id);
      await recordAudit(tx, actor, {
        action: 'order.create',
        entity: 'order',
        entityId: id,
        after: orderAuditSnapshot(created),
        requestId,
      });
      return created;
    },
    ORDER_TX,
  );
}

const sameRecipient = (r: RecipientInput, d: OrderDetail['recipient']) =>
  r.name === d.name &&
  r.phone === d.phone &&
  r.address === d.address &&
  r.subdistrict === d.subdistrict &&
  r.district === d.district &&
  r.province === d.province &&
  r.zipcode === d.zipcode;

/**
 * PUT /api/v1/orders/{id}, at 100 or 111 only (else `order.notEditable`). Fields left out
 * stay; `items` is the whole new line list; totals are recomputed. A new payment method
 * whose orders start at 111 (cash on delivery, platform) moves an unpaid order to 111; the
 * reverse never moves an order back to 100. Nothing changed: no event, no audit entry.
 */
export async function updateOrder(
  db: TenantDb,
  actor: Actor,
  id: number,
  input: UpdateOrderInput,
  requestId?: string,
): Promise<OrderDetail> {
  return inTransaction(
    db,
    async (tx) => {
      const locked = await lockOrder(tx, actor.enterpriseId, id);
      assertEditable(locked.status);
      const before = await getOrderDetail(tx, id);
      assertMayEditOrder(actor, before);
      const changed: string[] = [];
      const data: Prisma.OrderUncheckedUpdateInput = {};
      let status = locked.status;

      if (input.sale_channel_id !== undefined && input.sale_channel_id !== before.sale_channel_id) {
        await activeSaleChannel(tx, input.sale_channel_id);
        data.saleChannelId = input.sale_channel_id;
        changed.push('sale_channel_id');
      }
      if (
        input.payment_method_id !== undefined &&
        input.payment_method_id !== before.payment_method_id
      ) {
        const method = await activePaymentMethod(tx, input.payment_method_id);
        data.paymentMethodId = method.id;
        data.paymentType = method.type;
        changed.push('payment_method_id');
        if (
          status === ORDER_STATUS.Unpaid &&
          initialStatus(method.type) === ORDER_STATUS.AwaitingShipment
        )
          status = ORDER_STATUS.AwaitingShipment;
      }
      if (
        input.shipping_provider_id !== undefined &&
        input.shipping_provider_id !== before.shipping_provider_id
      ) {
        data.shippingProviderId = input.shipping_provider_id;
        changed.push('shipping_provider_id');
      }
      if (input.storage_id !== undefined && input.storage_id !== before.storage_id) {
        if (input.storage_id !== null) await assertStorage(tx, input.storage_id);
        data.storageId = input.storage_id;
        changed.push('storage_id');
      }
      if (input.customer_id !== undefined && input.customer_id !== before.customer_id) {
        if (input.customer_id !== null) await assertCustomer(tx, input.customer_id);
        data.customerId = input.customer_id;
        changed.push('customer_id');
      }
      if (input.recipient && !sameRecipient(input.recipient, before.recipient)) {
        Object.assign(data, recipientColumns(input.recipient));
        changed.push('recipient');
      }
      if (input.seller_note !== undefined && input.seller_note !== before.seller_note) {
        data.sellerNote = input.seller_note;
        changed.push('seller_note');
      }
      if (
        input.platform_order_id !== undefined &&
        input.platform_order_id !== before.platform_order_id
      ) {
        data.platformOrderId = input.platform_order_id;
        changed.push('platform_order_id');
      }

      let lines: LineDraft[] = before.items.map((i) => ({
        productId: mappedProductId(i),
        wmsProductId: i.wms_product_id,
        name: i.name,
        sku: i.sku,
        quantity: i.quantity,
        price: i.price,
        discount: i.discount,
      }));
      let linesChanged = false;
      if (input.items) {
        const onOrder = new Set(before.items.map(mappedProductId));
        const products = await sellableProducts(
          tx,
          input.items.map((i) => i.product_id),
          onOrder,
        );
        const drafts = draftLines(input.items, products, before.items);
        if (!sameLines(drafts, before.items)) {
          lines = drafts;
          linesChanged = true;
          changed.push('items');
        }
      }
      // `discount` is the order's own; the coupon's part is priced again on the new lines.
      const ownBefore = subMoney(before.discount, before.coupon_discount);
      const discount = input.discount ?? ownBefore;
      const shippingFee = input.shipping_fee ?? before.shipping_fee;
      if (discount !== ownBefore) changed.push('discount');
      if (shippingFee !== before.shipping_fee) changed.push('shipping_fee');
      let totals = totalsOf(lines, discount, shippingFee);
      let couponDiscount = before.coupon_discount;
      const held = linesChanged || discount !== ownBefore ? await heldCoupon(tx, id) : null;
      if (held) {
        couponDiscount = repriceHeld(held, {
          itemsAmount: totals.subtotal,
          itemsBefore: before.subtotal,
          ownDiscount: discount,
        });
        totals = totalsOf(lines, addMoney(discount, couponDiscount), shippingFee);
      } else if (before.coupon_discount !== '0.00') {
        totals = totalsOf(lines, addMoney(discount, before.coupon_discount), shippingFee);
      }

      if (changed.length === 0) return before;

      if (linesChanged) {
        await tx.orderItem.deleteMany({ where: { orderId: id } });
        await tx.orderItem.createMany({
          data: lineRows(actor.enterpriseId, id, lines, totals.lines),
        });
      }
      Object.assign(data, {
        subtotal: totals.subtotal,
        discount: totals.discount,
        couponDiscount,
        shippingFee: totals.shipping_fee,
        total: totals.total,
      });
      if (status !== locked.status) {
        assertMove(locked.status, status);
        data.status = status;
      }
      await tx.order.update({ where: { id }, data, select: { id: true } });
      await recordOrderEvent(tx, actor, {
        orderId: id,
        type: ORDER_EVENT.Updated,
        data: {
          fields: changed,
          ...(totals.total !== before.total
            ? { total_before: before.total, total: totals.total }
            : {}),
          ...(held && couponDiscount !== before.coupon_discount
            ? {
                coupon_code: held.code,
                coupon_discount_before: before.coupon_discount,
                coupon_discount: couponDiscount,
              }
            : {}),
        },
      });
      if (status !== locked.status)
        await recordOrderEvent(tx, actor, {
          orderId: id,
          type: ORDER_EVENT.Status,
          fromStatus: locked.status,
          toStatus: status,
          data: {
            payment_method_id: data.paymentMethodId as number,
            payment_type: data.paymentType as number,
          },
        });
      const after = await getOrderDetail(tx, id);
      await recordAudit(tx, actor, {
        action: 'order.update',
        entity: 'order',
        entityId: id,
        before: orderAuditSnapshot(before),
        after: orderAuditSnapshot(after),
        requestId,
      });
      return after;
    },
    ORDER_TX,
  );
}

/**
 * POST /api/v1/orders/product: one more product on an order at 100 or 111. The same
 * product at the same price already on the order gets the quantity (and the line
 * discount) added; otherwise a new line. Totals are recomputed.
 */
export async function addOrderProduct(
  db: TenantDb,
  actor: Actor,
  input: AddOrderProductInput,
  requestId?: string,
): Promise<OrderDetail> {
  const id = input.order_id;
  return inTransaction(
    db,
    async (tx) => {
      const locked = await lockOrder(tx, actor.enterpriseId, id);
      assertEditable(locked.status);
      const before = await getOrderDetail(tx, id);
      const onOrder = new Set(before.items.map(mappedProductId));
      const products = await sellableProducts(tx, [input.product_id], onOrder);
      const product = products.get(input.product_id)!;
      const price = input.price ?? product.price;
      const lines: (LineDraft & { itemId?: number })[] = before.items.map((i) => ({
        itemId: i.id,
        productId: mappedProductId(i),
        wmsProductId: i.wms_product_id,
        name: i.name,
        sku: i.sku,
        quantity: i.quantity,
        price: i.price,
        discount: i.discount,
      }));
      const index = lines.findIndex((l) => l.productId === input.product_id && l.price === price);
      const merged = index !== -1;
      if (merged) {
        const line = lines[index]!;
        line.quantity += input.quantity;
        if (line.quantity > MAX_LINE_QUANTITY)
          throw new AppError(
            'common.invalidParameter',
            `quantity: the line would hold more than ${MAX_LINE_QUANTITY}`,
          );
        line.discount = satangText(toSatang(line.discount)! + toSatang(input.discount)!);
      } else {
        if (lines.length >= MAX_ORDER_LINES)
          throw new AppError('common.invalidParameter', `at most ${MAX_ORDER_LINES} lines`);
        const known = before.items.find((i) => i.product_id === input.product_id);
        lines.push({
          productId: product.id,
          wmsProductId: known ? known.wms_product_id : product.wmsProductId,
          name: known ? known.name : product.name,
          sku: known ? known.sku : product.sku,
          quantity: input.quantity,
          price,
          discount: input.discount,
        });
      }
      // The order's own discount stays; the coupon's part is priced again on the new lines.
      const ownDiscount = subMoney(before.discount, before.coupon_discount);
      let totals = totalsOf(lines, ownDiscount, before.shipping_fee);
      const held = await heldCoupon(tx, id);
      const couponDiscount = held
        ? repriceHeld(held, {
            itemsAmount: totals.subtotal,
            itemsBefore: before.subtotal,
            ownDiscount,
          })
        : before.coupon_discount;
      totals = totalsOf(lines, addMoney(ownDiscount, couponDiscount), before.shipping_fee);
      const at = merged ? index : lines.length - 1;
      const line = lines[at]!;
      if (merged) {
        await tx.orderItem.update({
          where: { id: BigInt(line.itemId!) },
          data: {
            quantity: line.quantity,
            discount: line.discount,
            lineTotal: totals.lines[at]!.line_total,
          },
          select: { id: true },
        });
      } else {
        await tx.orderItem.createMany({
          data: lineRows(actor.enterpriseId, id, [line], [totals.lines[at]!]),
        });
      }
      await tx.order.update({
        where: { id },
        data: {
          subtotal: totals.subtotal,
          discount: totals.discount,
          couponDiscount,
          shippingFee: totals.shipping_fee,
          total: totals.total,
        },
        select: { id: true },
      });
      await recordOrderEvent(tx, actor, {
        orderId: id,
        type: ORDER_EVENT.ProductAdded,
        data: {
          product_id: product.id,
          sku: line.sku,
          quantity: input.quantity,
          price,
          merged,
          total_before: before.total,
          total: totals.total,
          ...(held && couponDiscount !== before.coupon_discount
            ? {
                coupon_code: held.code,
                coupon_discount_before: before.coupon_discount,
                coupon_discount: couponDiscount,
              }
            : {}),
        },
      });
      const after = await getOrderDetail(tx, id);
      await recordAudit(tx, actor, {
        action: 'order.addProduct',
        entity: 'order',
        entityId: id,
        before: orderAuditSnapshot(before),
        after: orderAuditSnapshot(after),
        requestId,
      });
      return after;
    },
    ORDER_TX,
  );
}
