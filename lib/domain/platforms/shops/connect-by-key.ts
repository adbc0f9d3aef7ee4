import type { Actor } from '@/lib/auth/actor';
import type { TenantDb } from '@/lib/db';
import { env } from '@/lib/env';
import { AppError } from '@/lib/errors';
import {
  PLATFORM_CODE,
  SHOP_SECRET_HEADER,
  type Authorization,
  type PlatformConnector,
} from '@/lib/domain/platforms/connector';
import {
  PlatformAuthRevokedError,
  PlatformRateLimitedError,
  PlatformRequestError,
  PlatformTokenExpiredError,
  PlatformUnavailableError,
} from '@/lib/domain/platforms/platform-errors';
import type { ConnectByKeyInput } from '@/lib/domain/platforms/schemas';
import { ensureWebhookSecret } from '@/lib/domain/platforms/shop-tokens';
import { connectShops } from '@/lib/domain/platforms/shops/connect-shops';
import { startFirstSyncs } from '@/lib/domain/platforms/shops/connect-flow';

// Connecting a shop of a platform without OAuth (Pancake POS, docs/platform-sandbox.md):
// the seller gives the API key they made in Pancake and their shop id; the key is checked
// with the platform (GET /shops) and stored sealed like the marketplaces' tokens, and the
// shop gets a webhook secret of its own, which the seller sets in Pancake as a custom
// header of the order webhook. The first syncs start at once, as after an authorization.

export interface KeyConnectAnswer {
  id: number;
  shop_id: string;
  shop_name: string;
  /** True when the shop was connected before (its webhook secret is kept). */
  reconnected: boolean;
  /** What the seller sets in Pancake's webhook settings. */
  webhook: { url: string; header: string; secret: string };
}

export function webhookUrlOf(platform: string): string {
  return `${env().APP_URL.replace(/\/$/, '')}/api/platform/${platform}/webhook`;
}

/** POST /api/platform/{platform}/connect { api_key, shop_id }. */
export async function connectByApiKey(
  db: TenantDb,
  actor: Actor,
  connector: PlatformConnector,
  input: ConnectByKeyInput,
  requestId?: string,
): Promise<KeyConnectAnswer> {
  if (!connector.connectWithApiKey)
    throw new AppError(
      'common.invalidParameter',
      `${connector.platform} connects through its authorization page (GET connect)`,
    );
  let authorization: Authorization;
  try {
    authorization = await connector.connectWithApiKey({
      apiKey: input.api_key,
      shopId: input.shop_id,
    });
  } catch (error) {
    if (
      error instanceof PlatformAuthRevokedError ||
      error instanceof PlatformTokenExpiredError ||
      error instanceof PlatformRequestError
    )
      throw new AppError('platform.apiKeyInvalid', error.message.slice(0, 300));
    if (error instanceof PlatformUnavailableError || error instanceof PlatformRateLimitedError)
      throw new AppError('platform.unavailable', error.message);
    throw error;
  }
  const [shop] = await connectShops(db, actor, connector.platform, authorization, requestId);
  if (!shop) throw new AppError('platform.apiKeyInvalid', 'the key opens no shop');
  const secret = await ensureWebhookSecret(db, {
    id: shop.id,
    enterpriseId: actor.enterpriseId,
    platform: PLATFORM_CODE[connector.platform],
    shopId: shop.shopId,
  });
  await startFirstSyncs(db, actor, shop.id);
  return {
    id: shop.id,
    shop_id: shop.shopId,
    shop_name: shop.name,
    reconnected: shop.reconnected,
    webhook: {
      url: webhookUrlOf(connector.platform),
      header: SHOP_SECRET_HEADER,
      secret,
    },
  };
}
