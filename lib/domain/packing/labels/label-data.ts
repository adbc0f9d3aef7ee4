import type { Actor } from '@/lib/auth/actor';
import type { TenantDb } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { PAYMENT_METHOD_TYPE } from '@/lib/domain/payment-methods/payment-method-type';

// What a shipping label and packing slip print, read for many orders in one query (the
// tenant client keeps it to the actor's enterprise: another enterprise's id is missing).

export interface LabelSender {
  name: string;
  address: string | null;
  phone: string | null;
}

export interface LabelOrder {
  id: number;
  orderNumber: string;
  platformOrderId: string | null;
  createdAt: Date;
  shippingProviderId: number;
  trackingNumber: string | null;
  /** The amount the carrier collects ("1250.00"), null unless cash on delivery. */
  codAmount: string | null;
  recipient: {
    name: string;
    phone: string;
    /** Address, subdistrict, district and province, as one text. */
    place: string;
    zipcode: string;
  };
  sellerNote: string | null;
  lines: Array<{ sku: string; name: string; quantity: number }>;
}

const select = {
  id: true,
  orderNumber: true,
  platformOrderId: true,
  createdAt: true,
  shippingProviderId: true,
  trackingNumber: true,
  paymentType: true,
  total: true,
  recipientName: true,
  recipientPhone: true,
  recipientAddress: true,
  recipientSubdistrict: true,
  recipientDistrict: true,
  recipientProvince: true,
  recipientZipcode: true,
  sellerNote: true,
  items: { select: { sku: true, name: true, quantity: true }, orderBy: { id: 'asc' } },
} as const;

/**
 * The orders in the order asked (an id asked twice printed once). Any id that is not an
 * order of the enterprise refuses the whole print with `order.notFound` naming the ids,
 * so a batch never comes out silently short.
 */
export async function labelOrders(db: TenantDb, ids: number[]): Promise<LabelOrder[]> {
  const wanted = Array.from(new Set(ids));
  const rows = await db.order.findMany({ where: { id: { in: wanted } }, select });
  const byId = new Map(rows.map((r) => [r.id, r]));
  const missing = wanted.filter((id) => !byId.has(id));
  if (missing.length) throw new AppError('order.notFound', `order ${missing.join(', ')}`);
  return wanted.map((id) => {
    const o = byId.get(id)!;
    return {
      id: o.id,
      orderNumber: o.orderNumber,
      platformOrderId: o.platformOrderId,
      createdAt: o.createdAt,
      shippingProviderId: o.shippingProviderId,
      trackingNumber: o.trackingNumber,
      codAmount: o.paymentType === PAYMENT_METHOD_TYPE.CashOnDelivery ? o.total.toFixed(2) : null,
      recipient: {
        name: o.recipientName,
        phone: o.recipientPhone,
        place: [
          o.recipientAddress,
          o.recipientSubdistrict,
          o.recipientDistrict,
          o.recipientProvince,
        ]
          .map((s) => s.trim())
          .filter(Boolean)
          .join(' '),
        zipcode: o.recipientZipcode,
      },
      sellerNote: o.sellerNote?.trim() || null,
      lines: o.items,
    };
  });
}

/** The shop that sends the parcels: the actor's enterprise. */
export async function labelSender(db: TenantDb, actor: Actor): Promise<LabelSender> {
  const e = await db.enterprise.findUnique({
    where: { id: actor.enterpriseId },
    select: { name: true, address: true, phone: true },
  });
  return {
    name: e?.name ?? actor.enterpriseName,
    address: e?.address ?? null,
    phone: e?.phone ?? null,
  };
}
