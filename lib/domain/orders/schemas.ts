import { z } from 'zod';
import {
  blankToUndefined,
  idParam,
  intFilter,
  limitParam,
  pageParam,
  searchParam,
  sortParam,
} from '@/lib/domain/shared/list-query';
import { bangkokDate } from '@/lib/time/bangkok-days';
import { moneyInput } from '@/lib/domain/catalog/schemas';
import { thaiPhoneInput, zipcodeInput } from '@/lib/domain/customers/schemas';
import { SHIPPING_PROVIDER } from '@/lib/domain/orders/tracking';
import { ORDER_STATUSES } from '@/lib/domain/orders/status';
import { ORDER_ACTIONS } from '@/lib/domain/orders/order-actions';
import { orderClaimSchema, returnRequestSchema } from '@/lib/domain/orders/claims/schemas';

// Inputs and answers of the Orders calls (docs/api-conventions.md for the common shapes).
// Shared by the route handlers, the services and the order screens: one schema, three
// places. Zod and plain data only. Money leaves as "1250.00", times as ISO 8601 text.

export const MAX_ORDER_LINES = 200;
export const MAX_LINE_QUANTITY = 100_000;
/** The largest amount an order holds (decimal(14,2) leaves room; a shop never needs more). */
export const MAX_ORDER_AMOUNT = 99_999_999.99;

const LINE_CONTROL = /[\u0000-\u001F\u007F]/;
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

const line = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((s) => !LINE_CONTROL.test(s), 'no control characters');
const requiredLine = (max: number) => line(max).pipe(z.string().min(1));
const note = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((s) => !CONTROL.test(s), 'no control characters');

/** Money at most MAX_ORDER_AMOUNT, as "123.40". */
export const orderMoneyInput = moneyInput.refine(
  (v) => Number(v) <= MAX_ORDER_AMOUNT,
  `at most ${MAX_ORDER_AMOUNT}`,
);

export const shippingProviderInput = z.literal(Object.values(SHIPPING_PROVIDER));

/** The recipient as the order keeps it (a snapshot: editing the customer later does not change it). */
export const recipientInput = z.object({
  name: requiredLine(200),
  phone: thaiPhoneInput,
  /** House number, village, road: everything before the subdistrict. */
  address: requiredLine(500),
  subdistrict: requiredLine(100),
  district: requiredLine(100),
  province: requiredLine(100),
  zipcode: zipcodeInput,
});
export type RecipientInput = z.output<typeof recipientInput>;

/** A line: the sellable product, how many, the unit price and a discount on the line. */
export const orderLineInput = z.object({
  product_id: idParam,
  quantity: z.coerce.number().int().min(1).max(MAX_LINE_QUANTITY),
  /** Unit price; left out, the product's price. */
  price: orderMoneyInput.optional(),
  /** Discount on the whole line (not per unit); at most quantity x price. */
  discount: orderMoneyInput.default('0.00'),
});
export type OrderLineInput = z.output<typeof orderLineInput>;

const orderFields = {
  sale_channel_id: idParam,
  payment_method_id: idParam,
  shipping_provider_id: shippingProviderInput,
  /** The storage its stock is packed from; left out, the packing station's. */
  storage_id: idParam.nullable().optional(),
  /** The customer it is for; null or left out: a walk-in (only the recipient is kept). */
  customer_id: idParam.nullable().optional(),
  recipient: recipientInput,
  items: z.array(orderLineInput).min(1).max(MAX_ORDER_LINES),
  /** Discount on the whole order, after the lines' own. */
  discount: orderMoneyInput.default('0.00'),
  shipping_fee: orderMoneyInput.default('0.00'),
  seller_note: note(2000)
    .nullable()
    .optional()
    .transform((s) => s || null),
  platform_order_id: line(100)
    .nullable()
    .optional()
    .transform((s) => s || null),
  /** A slip already uploaded (POST /api/v1/files, folder bill-images) to attach at once. */
  payment_slip_key: line(300)
    .nullable()
    .optional()
    .transform((s) => s || null),
  /** With no customer_id: also save the recipient as a new customer (or match one by phone). */
  save_customer: z.boolean().default(false),
  /**
   * A coupon's own code (any case) or a member's personal code: checked, priced into
   * `discount` and counted with the order (docs/domain-rules.md, Coupons).
   */
  coupon_code: line(60)
    .nullish()
    .transform((s) => s || undefined),
};

/**
 * POST /api/v1/orders. The server computes every amount from the lines (the client never
 * sets subtotal or total); the order starts at 100, or 111 for cash on delivery and
 * platform-paid methods. Fields outside this schema (status, total, enterprise_id...) are
 * refused by `.strict()`.
 */
export const createOrderInput = z.object(orderFields).strict();
export type CreateOrderInput = z.output<typeof createOrderInput>;

/**
 * PUT /api/v1/orders/{id}: while the order is at 100 or 111 (else
 * `order.notEditable`). Fields left out stay; `items`, when
 * given, is the whole new list of lines. Totals are recomputed.
 */
export const updateOrderInput = z
  .object({
    sale_channel_id: orderFields.sale_channel_id,
    payment_method_id: orderFields.payment_method_id,
    shipping_provider_id: orderFields.shipping_provider_id,
    storage_id: orderFields.storage_id,
    customer_id: orderFields.customer_id,
    recipient: orderFields.recipient,
    items: orderFields.items,
    /** The order's own discount; a coupon it holds is priced again on top of it. */
    discount: orderMoneyInput,
    shipping_fee: orderMoneyInput,
    seller_note: orderFields.seller_note,
    platform_order_id: orderFields.platform_order_id,
  })
  .partial()
  .strict();
export type UpdateOrderInput = z.output<typeof updateOrderInput>;

/** POST /api/v1/orders/product: add a product to an order at 100 or 111 (same product: quantity added). */
export const addOrderProductInput = z
  .object({
    order_id: idParam,
    product_id: idParam,
    quantity: orderLineInput.shape.quantity,
    price: orderMoneyInput.optional(),
    discount: orderMoneyInput.default('0.00'),
  })
  .strict();
export type AddOrderProductInput = z.output<typeof addOrderProductInput>;

/** Cancel reason types (the cancel dialog's choices). */
export const CANCEL_REASON_TYPE = {
  CustomerRequest: 1,
  OutOfStock: 2,
  PaymentNotReceived: 3,
  WrongOrder: 4,
  Duplicate: 5,
  Other: 9,
} as const;
export const CANCEL_REASON_TYPES = Object.values(CANCEL_REASON_TYPE);

/** PUT /api/v1/orders/cancel/{id}: both fields required. */
export const cancelOrderInput = z.object({
  cancel_reason_type: z.coerce.number().pipe(z.literal(CANCEL_REASON_TYPES)),
  cancel_reason: note(1000).pipe(z.string().min(1)),
});
export type CancelOrderInput = z.output<typeof cancelOrderInput>;

/** An optional reason: blank or left out is none (null). */
const optionalReason = note(1000)
  .nullable()
  .optional()
  .transform((s) => s || null);

/**
 * PUT /api/v1/orders/payment/confirm/success/{id}: the amount read on the slip, which the
 * checker must type; or `no_slip: true`, a manager confirming without one (the rules:
 * lib/domain/orders/payment-confirm-rule.ts).
 */
export const confirmPaymentInput = z
  .object({
    slip_amount: orderMoneyInput.nullable().optional(),
    no_slip: z.boolean().optional(),
  })
  .default({});
export type ConfirmPaymentInput = z.output<typeof confirmPaymentInput>;

/**
 * PUT /api/v1/orders/payment/confirm/fail/{id}: why the payment is refused, when given (kept
 * on the order); no body at all is accepted (the call was first made without one).
 */
export const failPaymentInput = z
  .object({
    reason: optionalReason,
    slip_amount: orderMoneyInput.nullable().optional(),
  })
  .default({ reason: null });
export type FailPaymentInput = z.output<typeof failPaymentInput>;

/** PUT /api/v1/orders/payment/confirm/undo/{id}: why the confirm is taken back, when given. */
export const undoPaymentInput = z.object({ reason: optionalReason }).default({ reason: null });
export type UndoPaymentInput = z.output<typeof undoPaymentInput>;

/** PUT /api/v1/orders/tracking/{id} and POST /api/v1/orders/trackingcheck/{id}. */
export const trackingInput = z.object({
  tracking_number: z.string().max(60),
  /** Left out: the order's provider. */
  shipping_provider_id: shippingProviderInput.optional(),
});
export type TrackingInput = z.output<typeof trackingInput>;

/** PUT /api/v1/orders/shipping/{id}: provider and recipient (while not yet handed to the carrier). */
export const shippingInput = z
  .object({
    shipping_provider_id: shippingProviderInput,
    recipient: recipientInput,
    shipping_fee: orderMoneyInput,
  })
  .partial()
  .strict();
export type ShippingInput = z.output<typeof shippingInput>;

/** PUT /api/v1/orders/{id}/status, /delivery and /packing. */
export const statusChangeInput = z.object({
  status: z.coerce.number().pipe(z.literal(ORDER_STATUSES)),
  reason: note(1000)
    .nullable()
    .optional()
    .transform((s) => s || null),
});
export type StatusChangeInput = z.output<typeof statusChangeInput>;

export const orderIdParams = z.object({ id: idParam });
export const orderIdQuery = z.object({ id: idParam });

// ---- lists -------------------------------------------------------------------------------

export const ORDER_SORT_FIELDS = ['created_at', 'total', 'order_number', 'status'] as const;
export type OrderSortField = (typeof ORDER_SORT_FIELDS)[number];

/** A comma list of status codes as text ("111,112", "999"); expanded by expandStatusFilter. */
const statusListParam = z.preprocess(
  blankToUndefined,
  z
    .string()
    .max(100)
    .regex(/^[\d ,]+$/, 'status codes separated by commas')
    .optional(),
);

/**
 * GET /api/v1/orders (and its export): start_date/end_date (Bangkok days, at most 31:
 * `order.dateRangeTooLong`), status (one code or a comma list; 999 = 121 + 130), filters,
 * q over order number, platform order id, recipient name, phone and tracking number.
 */
export const orderListQuery = z.object({
  page: pageParam,
  limit: limitParam,
  q: searchParam,
  sort: sortParam(ORDER_SORT_FIELDS),
  start_date: bangkokDate,
  end_date: bangkokDate,
  status: statusListParam,
  sale_channel_id: intFilter(1, 2_147_483_647),
  payment_method_id: intFilter(1, 2_147_483_647),
  payment_type: intFilter(1, 7),
  shipping_provider_id: intFilter(1, 7),
  platform: intFilter(1, 8),
  /** The connected shop a platform order came from (platform_shops.id). */
  platform_shop_id: intFilter(1, 2_147_483_647),
  /** 1: only orders waiting for a SKU mapping (they cannot be packed yet). */
  unmapped: z.enum(['1']).optional(),
  staff_user_id: intFilter(1, 2_147_483_647),
});
export type OrderListQuery = z.output<typeof orderListQuery>;

// ---- answers ------------------------------------------------------------------------------

export const orderRowSchema = z.object({
  id: z.number(),
  order_number: z.string(),
  platform_order_id: z.string().nullable(),
  platform: z.number(),
  status: z.number(),
  sale_channel_id: z.number(),
  sale_channel_name: z.string(),
  payment_method_id: z.number(),
  payment_method_name: z.string(),
  payment_type: z.number(),
  shipping_provider_id: z.number(),
  tracking_number: z.string().nullable(),
  recipient_name: z.string(),
  recipient_phone: z.string(),
  recipient_province: z.string(),
  staff_user_id: z.number().nullable(),
  staff_name: z.string().nullable(),
  item_count: z.number(),
  total: z.string(),
  /** The slip's URL when one was uploaded (the payment queue shows it beside the amount). */
  payment_slip_url: z.string().nullable(),
  slip_ref: z.string().nullable(),
  slip_amount: z.string().nullable(),
  /** Another order of the enterprise carries the same slip reference. */
  slip_duplicate: z.boolean(),
  /** When the slip was uploaded (the payment queue shows it); null without a slip. */
  slip_uploaded_at: z.string().nullable(),
  created_at: z.string(),
  /** The connected shop a platform order came from; null for our own orders. */
  platform_shop_name: z.string().nullable(),
  /** What the platform says of the order (platform orders only; false otherwise). */
  cancel_requested: z.boolean(),
  return_requested: z.boolean(),
  buyer_may_cancel: z.boolean(),
  needs_rearrange: z.boolean(),
  /** Lines whose platform SKU is not mapped yet: the order cannot be packed while > 0. */
  unmapped_item_count: z.number(),
});
export type OrderRow = z.infer<typeof orderRowSchema>;

export const orderItemSchema = z.object({
  id: z.number(),
  /** Null on a platform order's line whose SKU is not mapped to one of our products yet. */
  product_id: z.number().nullable(),
  wms_product_id: z.number().nullable(),
  /** The platform SKU the line was sold as (platform orders only). */
  platform_product_id: z.number().nullable(),
  sku: z.string(),
  name: z.string(),
  image_url: z.string().nullable(),
  barcode: z.string().nullable(),
  quantity: z.number(),
  price: z.string(),
  discount: z.string(),
  /** The part of the discount the platform paid for (platform orders only). */
  platform_discount: z.string(),
  line_total: z.string(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

export const orderEventSchema = z.object({
  id: z.number(),
  type: z.string(),
  from_status: z.number().nullable(),
  to_status: z.number().nullable(),
  reason: z.string().nullable(),
  data: z.record(z.string(), z.unknown()).nullable(),
  user_id: z.number().nullable(),
  user_name: z.string().nullable(),
  created_at: z.string(),
});
export type OrderEventRow = z.infer<typeof orderEventSchema>;

/** The recipient as an order answers it (a snapshot taken when the order was made). */
export const orderRecipientSchema = z.object({
  name: z.string(),
  phone: z.string(),
  address: z.string(),
  subdistrict: z.string(),
  district: z.string(),
  province: z.string(),
  zipcode: z.string(),
});

export type OrderRecipient = z.infer<typeof orderRecipientSchema>;

export const orderDetailSchema = orderRowSchema.extend({
  customer_id: z.number().nullable(),
  customer_name: z.string().nullable(),
  sale_channel_type: z.number(),
  storage_id: z.number().nullable(),
  recipient: orderRecipientSchema,
  subtotal: z.string(),
  /** The order's own discount plus its coupon's. */
  discount: z.string(),
  shipping_fee: z.string(),
  /** The coupon the order used (its own code or a member's code), or null. */
  coupon_code: z.string().nullable(),
  /** The coupon's part of `discount` ("0.00" without a coupon). */
  coupon_discount: z.string(),
  seller_note: z.string().nullable(),
  cancel_reason_type: z.number().nullable(),
  cancel_reason: z.string().nullable(),
  tracking_failed: z.boolean(),
  payment_slip_key: z.string().nullable(),
  slip_bank: z.string().nullable(),
  /** The sending bank's names, when its code is a known Thai bank. */
  slip_bank_name: z.object({ th: z.string(), en: z.string() }).nullable(),
  /** Orders (number and id) that carry the same slip reference. */
  slip_used_by: z.array(z.object({ id: z.number(), order_number: z.string() })),
  payment_checked_by: z.string().nullable(),
  payment_checked_at: z.string().nullable(),
  paid_at: z.string().nullable(),
  packed_at: z.string().nullable(),
  shipped_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  returned_at: z.string().nullable(),
  updated_at: z.string(),
  /** The statuses this order may move to now (the detail screen's actions follow it). */
  next_statuses: z.array(z.number()),
  /** What this order allows now besides a bare move (order-actions.ts); screens read it. */
  next_actions: z
    .array(z.enum(ORDER_ACTIONS))
    .describe(
      "The actions this order allows now, as its status and facts allow (the caller's access is checked by each call): " +
        'edit (lines, amounts, recipient: at 100 and 111), check_payment (100 -> 111 or 140), ' +
        'undo_payment (111 -> 100 while payment_undo_until is set), cancel (-> 140), complete (122 -> 130), ' +
        'change_status (other moves through PUT /api/v1/orders/{id}/status), edit_tracking (until delivered: 100 to 121), ' +
        'upload_slip (until closed: not at 140, 141, 142), promptpay_qr (at 100 when promptpay_available), ' +
        'claim (122 or 130 -> 142 through POST /api/v1/orders/{id}/claim), claim_pack (GET /api/v1/orders/{id}/claimpack: at 121, 122, 130, 998, 141, 142)',
    ),
  /** The order's payment method has a PromptPay id: a PromptPay QR can be made for it. */
  promptpay_available: z.boolean(),
  /**
   * Until when a manager may undo the payment confirm (back to 100); null when it cannot be
   * undone (not just confirmed, packing opened, something else happened, window passed).
   */
  payment_undo_until: z.string().nullable(),
  items: z.array(orderItemSchema),
  events: z.array(orderEventSchema),
  /** The order's claim with the carrier or the marketplace, once claimed (142). */
  claim: orderClaimSchema.nullable(),
  /** The newest return request the platform announced for the order, if any. */
  return_request: returnRequestSchema.nullable(),
  /**
   * Until when the marketplace takes a dispute (Shopee 5 days, Lazada 48 hours after
   * delivery), while the order is delivered or completed; null otherwise. May be past.
   */
  dispute_deadline: z.string().nullable(),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

/** POST /api/v1/orders/{id}/slip answer: what the slip's QR code said. */
export const slipResultSchema = z.object({
  payment_slip_key: z.string(),
  payment_slip_url: z.string(),
  /** Null when the image carries no readable slip QR code. */
  slip_ref: z.string().nullable(),
  slip_bank: z.string().nullable(),
  /** Other orders that already carry this slip (the duplicate warning). */
  slip_used_by: z.array(z.object({ id: z.number(), order_number: z.string() })),
});
export type SlipResult = z.infer<typeof slipResultSchema>;
