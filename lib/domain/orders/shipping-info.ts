import { z } from 'zod';
import type { TenantDb } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { intFilter, MAX_INT4 } from '@/lib/domain/shared/list-query';
import { moneyText } from '@/lib/domain/catalog/serializers';
import { orderRecipientSchema } from '@/lib/domain/orders/schemas';
import { orderRecipientSelect, toOrderRecipient } from '@/lib/domain/orders/serializers';
import {
  SHIPPING_PROVIDER,
  validateTracking,
  type ShippingProviderId,
} from '@/lib/domain/orders/tracking';

// GET /api/v1/orders/shipping/info: the shipping providers (names are messages
// `orders.shippingProviders.<id>`) with a tracking number each accepts, and, for an order,
// its provider, tracking number and recipient (the tracking and shipping dialogs).

/** One valid tracking number per provider, shown as the input's placeholder. */
export const TRACKING_EXAMPLES: Record<ShippingProviderId, string> = {
  [SHIPPING_PROVIDER.ThaiPost]: 'EE123456785TH',
  [SHIPPING_PROVIDER.KerryExpress]: 'SHP5012345678',
  [SHIPPING_PROVIDER.Dhl]: 'THBKK1234567890',
  [SHIPPING_PROVIDER.OwnCourier]: 'RIDER0001',
  [SHIPPING_PROVIDER.Spx]: 'TH240123456789A',
};

export const shippingInfoSchema = z.object({
  providers: z.array(z.object({ id: z.number(), code: z.string(), tracking_example: z.string() })),
  order: z
    .object({
      id: z.number(),
      order_number: z.string(),
      status: z.number(),
      shipping_provider_id: z.number(),
      tracking_number: z.string().nullable(),
      tracking_failed: z.boolean(),
      shipping_fee: z.string(),
      recipient: orderRecipientSchema,
    })
    .nullable(),
});
export type ShippingInfo = z.infer<typeof shippingInfoSchema>;

/** `id` left out: the providers only. */
export const shippingInfoQuery = z.object({ id: intFilter(1, MAX_INT4) });

export function shippingProviders(): ShippingInfo['providers'] {
  return (Object.entries(SHIPPING_PROVIDER) as [string, ShippingProviderId][]).map(
    ([code, id]) => ({
      id,
      code,
      // Through the validator, so an example can never drift from the rule it illustrates.
      tracking_example: validateTracking(id, TRACKING_EXAMPLES[id]),
    }),
  );
}

export async function shippingInfo(db: TenantDb, id?: number): Promise<ShippingInfo> {
  const providers = shippingProviders();
  if (id === undefined) return { providers, order: null };
  const o = await db.order.findFirst({
    where: { id },
    select: {
      id: true,
      orderNumber: true,
      status: true,
      shippingProviderId: true,
      trackingNumber: true,
      trackingFailed: true,
      shippingFee: true,
      ...orderRecipientSelect,
    },
  });
  if (!o) throw new AppError('order.notFound', `order ${id}`);
  return {
    providers,
    order: {
      id: o.id,
      order_number: o.orderNumber,
      status: o.status,
      shipping_provider_id: o.shippingProviderId,
      tracking_number: o.trackingNumber,
      tracking_failed: o.trackingFailed,
      shipping_fee: moneyText(o.shippingFee),
      recipient: toOrderRecipient(o),
    },
  };
}
