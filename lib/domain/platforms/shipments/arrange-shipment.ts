import { inTransaction, type TenantDb } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { objectKey, putObject } from '@/lib/storage';
import { once, type EffectStore } from '@/lib/queue/effects';
import { PLATFORM_ORDER_QUEUE, PLATFORM_SHIPMENT_JOB } from '@/lib/queue/queues';
import { platformNameOf, type HandoverMethod } from '@/lib/domain/platforms/connector';
import { PlatformRequestError } from '@/lib/domain/platforms/platform-errors';
import { withShopSession } from '@/lib/domain/platforms/shops/shop-session';
import { HANDOVER_METHOD } from '@/lib/domain/platforms/shops/shop-status';
import type { ConnectorFor } from '@/lib/domain/platforms/sync/run-order-sync';

// A platform order's shipment (docs/domain-rules.md, Selling platforms): closing its
// packing asks for it in the same transaction (an outbox job, state 1); the job arranges
// it with the platform (TikTok ship package, Shopee ship order, Lazada pack and
// ready-to-ship; pickup or drop-off per the shop's setting), keeps the tracking number,
// and keeps the platform's own label in file storage, which the station prints instead of
// ours. The platform call is made once per order even when the job runs again.

export const SHIPMENT_STATE = { None: 0, Asked: 1, Arranged: 2, Failed: 3 } as const;

const PLATFORM_CODES = [2, 3, 4];

/**
 * SQL for the packing close's statement: asks for the shipment of the order when it is a
 * platform order (a CTE body: INSERT into the outbox, nothing for an own order).
 */
export function askShipmentSql(enterpriseId: number, orderId: number, packingId: number) {
  return Prisma.sql`
    INSERT INTO outbox_messages (queue, job_name, payload, dedupe_key)
    SELECT ${PLATFORM_ORDER_QUEUE}, ${PLATFORM_SHIPMENT_JOB},
           jsonb_build_object('enterpriseId', ${enterpriseId}::int, 'orderId', ${orderId}::int),
           ${`platform-ship:${orderId}:${packingId}`}
      FROM orders o
     WHERE o.id = ${orderId} AND o.enterprise_id = ${enterpriseId}
       AND o.platform = ANY(${PLATFORM_CODES}::int[]) AND o.platform_shop_id IS NOT NULL
    ON CONFLICT (dedupe_key) DO NOTHING
    RETURNING 1`;
}

/** platform_shipment_state after a packing close: asked, for a platform order. */
export function shipmentStateAfterCloseSql(to: number): Prisma.Sql {
  return Prisma.sql`CASE WHEN ${to}::int = 112 AND platform = ANY(${PLATFORM_CODES}::int[])
                          AND platform_shop_id IS NOT NULL THEN 1
                         ELSE platform_shipment_state END`;
}

export interface ShipmentOutcome {
  state: number;
  trackingNumber: string | null;
  labelKey: string | null;
}

/** Arranges the order's shipment and keeps its label. Throws what a retry may fix. */
export async function arrangePlatformShipment(
  db: TenantDb,
  orderId: number,
  connectorFor: ConnectorFor,
  effects: EffectStore,
): Promise<ShipmentOutcome> {
  const order = await db.order.findFirst({
    where: { id: orderId },
    select: {
      id: true,
      enterpriseId: true,
      platformOrderId: true,
      platformPackageId: true,
      trackingNumber: true,
      status: true,
      platformShipmentState: true,
      platformLabelKey: true,
      platformShop: true,
    },
  });
  const shop = order?.platformShop;
  const platform = shop ? platformNameOf(shop.platform) : null;
  if (!order || !shop || !platform || !order.platformOrderId)
    return { state: SHIPMENT_STATE.None, trackingNumber: null, labelKey: null };
  if (order.platformShipmentState === SHIPMENT_STATE.Arranged && order.platformLabelKey)
    return {
      state: SHIPMENT_STATE.Arranged,
      trackingNumber: order.trackingNumber,
      labelKey: order.platformLabelKey,
    };
  const connector = connectorFor(platform);
  const handover: HandoverMethod =
    shop.handoverMethod === HANDOVER_METHOD.DropOff ? 'dropoff' : 'pickup';
  const platformOrderId = order.platformOrderId;
  try {
    const shipped = await once(
      effects,
      // Named by the platform's own order and package, not only by our row ids: a database
      // rebuilt beside a Redis that kept its records must not find another order's shipment.
      `platform:ship:${order.enterpriseId}:${order.id}:${platformOrderId}:${order.platformPackageId ?? '-'}`,
      { leaseMs: 60_000, keepMs: 30 * 24 * 3600_000 },
      async () =>
        JSON.stringify(
          await withShopSession(db, shop, connector, (session) =>
            connector.ship(session, {
              platformOrderId,
              packageId: order.platformPackageId,
              handover,
            }),
          ),
        ),
    );
    const shipment = JSON.parse(shipped.result) as {
      trackingNumber: string | null;
      packageId: string | null;
    };
    const trackingNumber = shipment.trackingNumber ?? order.trackingNumber;
    const packageId = shipment.packageId ?? order.platformPackageId;
    const label = await withShopSession(db, shop, connector, (session) =>
      connector.shippingDocument(session, { platformOrderId, packageId, trackingNumber }),
    );
    const labelKey = objectKey(order.enterpriseId, 'platform-labels', 'pdf');
    await putObject(labelKey, label.body, { contentType: label.contentType || 'application/pdf' });
    await inTransaction(db, async (tx) => {
      await tx.order.update({
        where: { id: order.id },
        data: {
          trackingNumber: trackingNumber?.slice(0, 60) ?? null,
          platformPackageId: packageId?.slice(0, 100) ?? null,
          platformLabelKey: labelKey,
          platformShipmentState: SHIPMENT_STATE.Arranged,
          platformShipmentError: null,
        },
      });
      await tx.orderEvent.create({
        data: {
          enterpriseId: order.enterpriseId,
          orderId: order.id,
          type: 'tracking',
          reason: platform,
          data: { tracking_number: trackingNumber, package_id: packageId, handover },
        },
      });
    });
    return { state: SHIPMENT_STATE.Arranged, trackingNumber, labelKey };
  } catch (error) {
    if (error instanceof PlatformRequestError) {
      await recordShipmentFailure(db, order.id, error.message);
      return { state: SHIPMENT_STATE.Failed, trackingNumber: null, labelKey: null };
    }
    throw error;
  }
}

/** The platform refused the shipment for good: the order shows why, and can be asked again. */
export async function recordShipmentFailure(db: TenantDb, orderId: number, message: string) {
  await db.order.update({
    where: { id: orderId },
    data: {
      platformShipmentState: SHIPMENT_STATE.Failed,
      platformShipmentError: message.slice(0, 500),
    },
  });
}
