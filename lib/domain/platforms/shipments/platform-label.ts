import type { TenantDb } from '@/lib/db';
import { AppError, notFound } from '@/lib/errors';
import { getObject } from '@/lib/storage';
import { SHIPMENT_STATE } from '@/lib/domain/platforms/shipments/arrange-shipment';

/**
 * The platform's label of a platform order, kept when its shipment was arranged. While the
 * shipment is being arranged (or failed) 409 platform.labelNotReady with the state, so the
 * station can wait and ask again, or show the platform's refusal.
 */
export async function platformLabel(
  db: TenantDb,
  orderId: number,
): Promise<{ body: Buffer; contentType: string }> {
  const order = await db.order.findFirst({
    where: { id: orderId },
    select: {
      platformShopId: true,
      platformLabelKey: true,
      platformShipmentState: true,
      platformShipmentError: true,
    },
  });
  if (!order || order.platformShopId === null) throw notFound('platform order', orderId);
  const stored = order.platformLabelKey ? await getObject(order.platformLabelKey) : null;
  if (!stored)
    throw new AppError(
      'platform.labelNotReady',
      `shipment state ${order.platformShipmentState}`,
      {},
      {
        shipment_state: order.platformShipmentState,
        shipment_error:
          order.platformShipmentState === SHIPMENT_STATE.Failed
            ? order.platformShipmentError
            : null,
      },
    );
  return { body: await streamToBuffer(stored.body), contentType: stored.contentType };
}

async function streamToBuffer(body: unknown): Promise<Buffer> {
  if (Buffer.isBuffer(body)) return body;
  const chunks: Buffer[] = [];
  for await (const chunk of body as AsyncIterable<Buffer | Uint8Array>)
    chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}
