import type { Actor } from '@/lib/auth/actor';
import type { TenantDb } from '@/lib/db';
import { env } from '@/lib/env';
import { AppError } from '@/lib/errors';
import type { PlatformConnector, PlatformName } from '@/lib/domain/platforms/connector';
import {
  PlatformAuthRevokedError,
  PlatformRateLimitedError,
  PlatformRequestError,
  PlatformTokenExpiredError,
  PlatformUnavailableError,
} from '@/lib/domain/platforms/platform-errors';
import { connectShops, type ConnectedShop } from '@/lib/domain/platforms/shops/connect-shops';
import { makeConnectState, readConnectState } from '@/lib/domain/platforms/shops/connect-state';
import { startSyncRun, SYNC_KIND, SYNC_TRIGGER } from '@/lib/domain/platforms/sync/sync-runs';

// Connecting a shop (docs/domain-rules.md, Selling platforms): the seller is sent to the
// platform's own authorization page with a signed state, the platform sends them back to
// the callback with a one-time code, the code becomes tokens and shops, and each shop's
// first order sync (the last three days) and product sync start at once.

export function callbackUrl(platform: PlatformName): string {
  return `${env().APP_URL.replace(/\/$/, '')}/api/platform/${platform}/callback`;
}

/** GET /api/platform/{platform}/connect: the platform's authorization page for this person. */
export function connectUrl(actor: Actor, connector: PlatformConnector): string {
  if (!connector.configured())
    throw new AppError('platform.notConfigured', `${connector.platform} app key and secret`);
  const state = makeConnectState(env().AUTH_SECRET, {
    enterpriseId: actor.enterpriseId,
    userId: actor.userId,
    platform: connector.platform,
  });
  return connector.authorizeUrl({ state, redirectUri: callbackUrl(connector.platform) });
}

/** GET /api/platform/{platform}/callback: the shops connected with the code. */
export async function completeConnect(
  db: TenantDb,
  actor: Actor,
  connector: PlatformConnector,
  query: { code: string; state: string; shop_id?: string },
  requestId?: string,
): Promise<ConnectedShop[]> {
  readConnectState(env().AUTH_SECRET, query.state, {
    platform: connector.platform,
    userId: actor.userId,
    enterpriseId: actor.enterpriseId,
  });
  let authorization;
  try {
    authorization = await connector.exchangeCode({
      code: query.code,
      shopId: query.shop_id ?? null,
      redirectUri: callbackUrl(connector.platform),
    });
  } catch (error) {
    if (
      error instanceof PlatformRequestError ||
      error instanceof PlatformAuthRevokedError ||
      error instanceof PlatformTokenExpiredError
    )
      throw new AppError('platform.authFailed', error.message);
    if (error instanceof PlatformUnavailableError || error instanceof PlatformRateLimitedError)
      throw new AppError('platform.unavailable', error.message);
    throw error;
  }
  if (authorization.shops.length === 0)
    throw new AppError('platform.authFailed', 'the authorization opens no shop');
  const shops = await connectShops(db, actor, connector.platform, authorization, requestId);
  for (const shop of shops) await startFirstSyncs(db, actor, shop.id);
  return shops;
}

/**
 * A shop just connected: its products are read at once (by hand, so the seller sees the
 * run) and its orders from then on by the schedule's run.
 */
export async function startFirstSyncs(
  db: TenantDb,
  actor: Actor,
  platformShopId: number,
): Promise<void> {
  await startSyncRun(db, actor.enterpriseId, {
    platformShopId,
    kind: SYNC_KIND.Products,
    trigger: SYNC_TRIGGER.ByHand,
    userId: actor.userId,
  });
  await startSyncRun(db, actor.enterpriseId, {
    platformShopId,
    kind: SYNC_KIND.Orders,
    trigger: SYNC_TRIGGER.Schedule,
    userId: actor.userId,
  });
}
