import { z } from 'zod';
import { tenantDb } from '@/lib/db';
import { platformConnector } from '@/lib/domain/platforms/connectors';
import {
  arrangePlatformShipment,
  recordShipmentFailure,
} from '@/lib/domain/platforms/shipments/arrange-shipment';
import { fetchPushedOrders } from '@/lib/domain/platforms/webhooks/fetch-pushed-orders';
import { defineJob } from '@/lib/queue/job-definition';
import {
  PLATFORM_ORDER_QUEUE,
  PLATFORM_SHIPMENT_JOB,
  PLATFORM_WEBHOOK_JOB,
} from '@/lib/queue/queues';

/** The orders a push named, fetched and written (a repeat changes nothing). */
export const platformWebhookOrdersJob = defineJob({
  queue: PLATFORM_ORDER_QUEUE,
  name: PLATFORM_WEBHOOK_JOB,
  schema: z.object({
    enterpriseId: z.number().int(),
    platformShopId: z.number().int(),
    platformOrderIds: z.array(z.string().min(1).max(100)).min(1).max(50),
  }),
  attempts: 8,
  backoff: { type: 'exponential', delay: 2_000 },
  async handle({ enterpriseId, platformShopId, platformOrderIds }) {
    const result = await fetchPushedOrders(
      tenantDb(enterpriseId),
      platformShopId,
      platformOrderIds,
      platformConnector,
    );
    return result ? { created: result.created, updated: result.updated } : { skipped: true };
  },
});

const SHIPMENT_ATTEMPTS = 8;

/** The shipment of a packed platform order, arranged once, and its label kept. */
export const platformShipmentJob = defineJob({
  queue: PLATFORM_ORDER_QUEUE,
  name: PLATFORM_SHIPMENT_JOB,
  schema: z.object({ enterpriseId: z.number().int(), orderId: z.number().int() }),
  attempts: SHIPMENT_ATTEMPTS,
  backoff: { type: 'exponential', delay: 3_000 },
  async handle({ enterpriseId, orderId }, ctx) {
    const db = tenantDb(enterpriseId);
    try {
      const outcome = await arrangePlatformShipment(db, orderId, platformConnector, ctx.effects);
      return { state: outcome.state, tracking: outcome.trackingNumber };
    } catch (error) {
      if (ctx.attempt >= SHIPMENT_ATTEMPTS)
        await recordShipmentFailure(
          db,
          orderId,
          error instanceof Error ? error.message : String(error),
        );
      throw error;
    }
  },
});
