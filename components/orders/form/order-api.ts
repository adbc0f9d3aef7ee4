'use client';
import { api } from '@/components/lib/api';
import type { ListEnvelope } from '@/components/data-table';
import type { ProductLookupRow } from '@/lib/domain/catalog/schemas';
import type { CustomerDetail, CustomerRow } from '@/lib/domain/customers/schemas';
import type { CouponCheckAnswer } from '@/lib/domain/coupons/schemas';
import type {
  CreateOrderInput,
  OrderDetail,
  SlipResult,
  UpdateOrderInput,
} from '@/lib/domain/orders/schemas';

// The calls of the order form, through the API (the server checks everything again).

/** Products by name words or the start of the SKU or barcode; exact SKU or barcode matches first. */
export async function searchProducts(
  q: string,
  signal?: AbortSignal,
  limit = 20,
): Promise<ProductLookupRow[]> {
  if (!q.trim()) return [];
  const res = await api<ListEnvelope<ProductLookupRow>>('/api/v1/productssku', {
    query: { q: q.trim(), limit },
    signal,
  });
  return res.data;
}

/** The product a scanned code names: its SKU or a barcode equals the code; else null. */
export async function productByCode(code: string): Promise<ProductLookupRow | null> {
  const rows = await searchProducts(code, undefined, 5);
  return rows.find((r) => r.exact) ?? null;
}

/** Active customers by name or phone, each with its default address. */
export async function searchCustomers(q: string, signal: AbortSignal): Promise<CustomerRow[]> {
  const res = await api<ListEnvelope<CustomerRow>>('/api/v1/customers', {
    query: { q: q.trim(), limit: 10, status: 1 },
    signal,
  });
  return res.data;
}

export async function getCustomer(id: number): Promise<CustomerDetail> {
  return (await api<{ Datum: CustomerDetail }>(`/api/v1/customers/${id}`)).Datum;
}

export async function getOrder(id: number): Promise<OrderDetail> {
  return (await api<{ Datum: OrderDetail }>('/api/v1/orders/detail', { query: { id } })).Datum;
}

/** FNV-1a of a text, as 8 hex digits: enough to tell two bodies of one draft apart. */
function fnv1a(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(16).padStart(8, '0');
}

/**
 * The Idempotency-Key of a create: the same draft sending the same body again (a retry
 * after a dropped network) makes one order; an edited body is a new request.
 */
export const createOrderKey = (draftId: string, body: CreateOrderInput): string =>
  `order-${draftId}-${fnv1a(JSON.stringify(body))}`;

export async function createOrder(body: CreateOrderInput, draftId: string): Promise<OrderDetail> {
  return (
    await api<{ Datum: OrderDetail }>('/api/v1/orders', {
      method: 'POST',
      body,
      headers: { 'Idempotency-Key': createOrderKey(draftId, body) },
    })
  ).Datum;
}

/**
 * A LINE order for a member (POST /api/v2/member/{id}/order): the form's body but the
 * customer fields (the order is the member's); the member gets it on LINE.
 */
export async function createMemberOrder(
  memberId: number,
  body: CreateOrderInput,
  draftId: string,
): Promise<OrderDetail> {
  const {
    customer_id: _customer,
    save_customer: _save,
    platform_order_id: _platform,
    ...rest
  } = body;
  return (
    await api<{ Datum: OrderDetail }>(`/api/v2/member/${memberId}/order`, {
      method: 'POST',
      body: rest,
      headers: { 'Idempotency-Key': createOrderKey(draftId, body) },
    })
  ).Datum;
}

/** Send to LINE: the order's summary and PromptPay QR pushed to its member again. */
export async function sendOrderToLine(orderId: number): Promise<void> {
  await api(`/api/v1/orders/${orderId}/line`, { method: 'POST' });
}

export async function updateOrder(id: number, body: UpdateOrderInput): Promise<OrderDetail> {
  return (await api<{ Datum: OrderDetail }>(`/api/v1/orders/${id}`, { method: 'PUT', body })).Datum;
}

/** Uploads a payment slip; the answer says whether its QR was already used on other orders. */
export async function uploadSlip(orderId: number, file: File): Promise<SlipResult> {
  const form = new FormData();
  form.set('file', file);
  return (
    await api<{ Datum: SlipResult }>(`/api/v1/orders/${orderId}/slip`, {
      method: 'POST',
      body: form,
    })
  ).Datum;
}

export interface PromptPayQr {
  payload: string;
  amount: string;
  target: string;
  svg: string;
}

export async function getPromptPay(orderId: number, signal?: AbortSignal): Promise<PromptPayQr> {
  return (await api<{ Datum: PromptPayQr }>(`/api/v1/orders/${orderId}/promptpay`, { signal }))
    .Datum;
}

/** What a coupon code would take off these items now, or its refusal (ApiError). */
export async function checkCouponCode(
  query: { code: string; items_amount: string; discount: string },
  signal: AbortSignal,
): Promise<CouponCheckAnswer> {
  return (await api<{ Datum: CouponCheckAnswer }>('/api/v1/coupon/check', { query, signal })).Datum;
}
