import type { Prisma } from '@/lib/generated/prisma/client';
import { moneyText } from '@/lib/domain/catalog/serializers';
import { fileUrl } from '@/lib/storage/file-field';
import { isPromptPayTarget } from '@/lib/domain/payments/promptpay-qr';
import { nextStatuses, ORDER_STATUS } from '@/lib/domain/orders/status';
import { nextActions } from '@/lib/domain/orders/order-actions';
import { disputeDeadline } from '@/lib/domain/orders/dispute-deadline';
import {
  orderClaimSelect,
  returnRequestOrder,
  returnRequestSelect,
  toOrderClaim,
  toReturnRequest,
} from '@/lib/domain/orders/claims/serializers';
import type {
  OrderDetail,
  OrderEventRow,
  OrderItem,
  OrderRecipient,
  OrderRow,
} from '@/lib/domain/orders/schemas';

// Typed selects and their serializers for orders: a query reads exactly what the answer
// holds. Money leaves as "1250.00", times as ISO text.

const userNameSelect = { username: true, firstName: true, lastName: true } as const;

interface UserName {
  username: string;
  firstName: string;
  lastName: string;
}

/** How a user is named on an order (staff, checker, timeline): full name, else username. */
export function userDisplayName(u: UserName | null | undefined): string | null {
  if (!u) return null;
  return `${u.firstName} ${u.lastName}`.trim() || u.username;
}

const iso = (d: Date | null | undefined): string | null => (d ? d.toISOString() : null);

/** What an order list row reads; item_count is the number of units over all lines. */
export const orderRowSelect = {
  id: true,
  orderNumber: true,
  platformOrderId: true,
  platform: true,
  status: true,
  saleChannelId: true,
  paymentMethodId: true,
  paymentType: true,
  shippingProviderId: true,
  trackingNumber: true,
  recipientName: true,
  recipientPhone: true,
  recipientProvince: true,
  staffUserId: true,
  total: true,
  paymentSlipKey: true,
  slipRef: true,
  slipUploadedAt: true,
  slipAmount: true,
  createdAt: true,
  saleChannel: { select: { name: true, type: true } },
  paymentMethod: { select: { name: true } },
  staffUser: { select: userNameSelect },
  platformShop: { select: { name: true } },
  cancelRequested: true,
  returnRequested: true,
  buyerMayCancel: true,
  needsRearrange: true,
  unmappedItemCount: true,
} as const;

/** The recipient columns every order answer reads. */
export const orderRecipientSelect = {
  recipientName: true,
  recipientPhone: true,
  recipientAddress: true,
  recipientSubdistrict: true,
  recipientDistrict: true,
  recipientProvince: true,
  recipientZipcode: true,
} as const;

export function toOrderRecipient(
  o: Prisma.OrderGetPayload<{ select: typeof orderRecipientSelect }>,
): OrderRecipient {
  return {
    name: o.recipientName,
    phone: o.recipientPhone,
    address: o.recipientAddress,
    subdistrict: o.recipientSubdistrict,
    district: o.recipientDistrict,
    province: o.recipientProvince,
    zipcode: o.recipientZipcode,
  };
}

export type OrderRowRecord = Prisma.OrderGetPayload<{ select: typeof orderRowSelect }>;

/**
 * A row of the order list. `itemCount` (units over all lines) and `slipDuplicate`
 * (another order of the enterprise has the same slip_ref) come from the caller's query.
 */
export function toOrderRow(
  o: OrderRowRecord,
  extra: { itemCount: number; slipDuplicate: boolean },
): OrderRow {
  return {
    id: o.id,
    order_number: o.orderNumber,
    platform_order_id: o.platformOrderId,
    platform: o.platform,
    status: o.status,
    sale_channel_id: o.saleChannelId,
    sale_channel_name: o.saleChannel.name,
    payment_method_id: o.paymentMethodId,
    payment_method_name: o.paymentMethod.name,
    payment_type: o.paymentType,
    shipping_provider_id: o.shippingProviderId,
    tracking_number: o.trackingNumber,
    recipient_name: o.recipientName,
    recipient_phone: o.recipientPhone,
    recipient_province: o.recipientProvince,
    staff_user_id: o.staffUserId,
    staff_name: userDisplayName(o.staffUser),
    item_count: extra.itemCount,
    total: moneyText(o.total),
    payment_slip_url: fileUrl(o.paymentSlipKey),
    slip_ref: o.slipRef,
    slip_uploaded_at: o.slipUploadedAt ? o.slipUploadedAt.toISOString() : null,
    slip_amount: o.slipAmount === null ? null : moneyText(o.slipAmount),
    slip_duplicate: extra.slipDuplicate,
    created_at: o.createdAt.toISOString(),
    platform_shop_name: o.platformShop?.name ?? null,
    cancel_requested: o.cancelRequested,
    return_requested: o.returnRequested,
    buyer_may_cancel: o.buyerMayCancel,
    needs_rearrange: o.needsRearrange,
    unmapped_item_count: o.unmappedItemCount,
  };
}

export const orderItemSelect = {
  id: true,
  productId: true,
  wmsProductId: true,
  platformProductId: true,
  sku: true,
  name: true,
  quantity: true,
  price: true,
  discount: true,
  platformDiscount: true,
  lineTotal: true,
  product: { select: { imageKey: true, barcode: true } },
} as const;

type OrderItemRecord = Prisma.OrderItemGetPayload<{ select: typeof orderItemSelect }>;

export function toOrderItem(i: OrderItemRecord): OrderItem {
  return {
    id: Number(i.id),
    product_id: i.productId,
    wms_product_id: i.wmsProductId,
    platform_product_id: i.platformProductId,
    sku: i.sku,
    name: i.name,
    image_url: fileUrl(i.product?.imageKey ?? null),
    barcode: i.product?.barcode ?? null,
    quantity: i.quantity,
    price: moneyText(i.price),
    discount: moneyText(i.discount),
    platform_discount: moneyText(i.platformDiscount),
    line_total: moneyText(i.lineTotal),
  };
}

export const orderEventSelect = {
  id: true,
  type: true,
  fromStatus: true,
  toStatus: true,
  reason: true,
  data: true,
  userId: true,
  createdAt: true,
  user: { select: userNameSelect },
} as const;

type OrderEventRecord = Prisma.OrderEventGetPayload<{ select: typeof orderEventSelect }>;

export function toOrderEvent(e: OrderEventRecord): OrderEventRow {
  const data =
    e.data !== null && typeof e.data === 'object' && !Array.isArray(e.data)
      ? (e.data as Record<string, unknown>)
      : null;
  return {
    id: Number(e.id),
    type: e.type,
    from_status: e.fromStatus,
    to_status: e.toStatus,
    reason: e.reason,
    data,
    user_id: e.userId,
    user_name: userDisplayName(e.user),
    created_at: e.createdAt.toISOString(),
  };
}

export const orderDetailSelect = {
  ...orderRowSelect,
  customerId: true,
  storageId: true,
  ...orderRecipientSelect,
  subtotal: true,
  discount: true,
  shippingFee: true,
  couponCode: true,
  couponDiscount: true,
  sellerNote: true,
  cancelReasonType: true,
  cancelReason: true,
  trackingFailed: true,
  slipBank: true,
  paymentCheckedAt: true,
  paidAt: true,
  packedAt: true,
  shippedAt: true,
  deliveredAt: true,
  completedAt: true,
  cancelledAt: true,
  returnedAt: true,
  updatedAt: true,
  customer: { select: { name: true } },
  paymentMethod: { select: { name: true, promptpayId: true } },
  paymentChecker: { select: userNameSelect },
  items: {
    select: orderItemSelect,
    orderBy: { id: 'asc' } as Prisma.OrderItemOrderByWithRelationInput,
  },
  claim: { select: orderClaimSelect },
  // The newest only: the detail shows where the buyer's request stands now.
  returnRequests: { select: returnRequestSelect, orderBy: returnRequestOrder, take: 1 },
  // Ascending: the timeline reads from the order's creation on.
  events: {
    select: orderEventSelect,
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] as Prisma.OrderEventOrderByWithRelationInput[],
  },
} as const;

export type OrderDetailRecord = Prisma.OrderGetPayload<{ select: typeof orderDetailSelect }>;

/**
 * The statuses the order may move to now. Undoing a payment confirm (111 -> 100) is a move
 * only while its rule allows it (`paymentUndoUntil` set), not for every order at 111.
 */
function movesNow(status: number, paymentUndoUntil: Date | null): number[] {
  return nextStatuses(status).filter(
    (to) =>
      !(status === ORDER_STATUS.AwaitingShipment && to === ORDER_STATUS.Unpaid) ||
      paymentUndoUntil !== null,
  );
}

export function toOrderDetail(
  o: OrderDetailRecord,
  slipUsedBy: { id: number; order_number: string }[],
  slipBankName: { th: string; en: string } | null = null,
  paymentUndoUntil: Date | null = null,
): OrderDetail {
  const items = o.items.map(toOrderItem);
  const next = movesNow(o.status, paymentUndoUntil);
  const promptpayAvailable = isPromptPayTarget(o.paymentMethod.promptpayId);
  return {
    ...toOrderRow(o, {
      itemCount: items.reduce((n, i) => n + i.quantity, 0),
      slipDuplicate: slipUsedBy.length > 0,
    }),
    customer_id: o.customerId,
    customer_name: o.customer?.name ?? null,
    sale_channel_type: o.saleChannel.type,
    storage_id: o.storageId,
    recipient: toOrderRecipient(o),
    subtotal: moneyText(o.subtotal),
    discount: moneyText(o.discount),
    shipping_fee: moneyText(o.shippingFee),
    coupon_code: o.couponCode,
    coupon_discount: moneyText(o.couponDiscount),
    seller_note: o.sellerNote,
    cancel_reason_type: o.cancelReasonType,
    cancel_reason: o.cancelReason,
    tracking_failed: o.trackingFailed,
    payment_slip_key: o.paymentSlipKey,
    slip_bank: o.slipBank,
    slip_bank_name: slipBankName,
    slip_used_by: slipUsedBy,
    payment_checked_by: userDisplayName(o.paymentChecker),
    payment_checked_at: iso(o.paymentCheckedAt),
    paid_at: iso(o.paidAt),
    packed_at: iso(o.packedAt),
    shipped_at: iso(o.shippedAt),
    delivered_at: iso(o.deliveredAt),
    completed_at: iso(o.completedAt),
    cancelled_at: iso(o.cancelledAt),
    returned_at: iso(o.returnedAt),
    updated_at: o.updatedAt.toISOString(),
    next_statuses: next,
    next_actions: nextActions({
      status: o.status,
      nextStatuses: next,
      undoable: paymentUndoUntil !== null,
      promptpayAvailable,
    }),
    promptpay_available: promptpayAvailable,
    payment_undo_until: iso(paymentUndoUntil),
    items,
    events: o.events.map(toOrderEvent),
    claim: o.claim ? toOrderClaim(o.claim, userDisplayName(o.claim.createdBy)) : null,
    return_request: o.returnRequests[0] ? toReturnRequest(o.returnRequests[0]) : null,
    dispute_deadline: iso(
      disputeDeadline({ platform: o.platform, status: o.status, deliveredAt: o.deliveredAt }),
    ),
  };
}
