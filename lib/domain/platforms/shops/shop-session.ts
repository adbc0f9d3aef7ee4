import { inTransaction, type TenantDb } from '@/lib/db';
import { AppError } from '@/lib/errors';
import type { ConnectorShop, PlatformConnector } from '@/lib/domain/platforms/connector';
import {
  PlatformAuthRevokedError,
  PlatformTokenExpiredError,
} from '@/lib/domain/platforms/platform-errors';
import {
  readShopTokens,
  storeShopTokens,
  type TokenShop,
} from '@/lib/domain/platforms/shop-tokens';
import { SHOP_STATUS } from '@/lib/domain/platforms/shops/shop-status';

// Every call to a platform on a shop's behalf goes through here: the shop's tokens opened,
// refreshed first when they expire within a few minutes, refreshed once more when the
// platform answers "token expired" mid-work, and the shop marked "connect again" when the
// platform no longer accepts the refresh token.

/** Refresh ahead of expiry by this much, so a long sync does not run out mid-way. */
export const REFRESH_AHEAD_MS = 10 * 60_000;

export interface SessionShop extends TokenShop {
  cipher: string | null;
}

/**
 * Runs `work` with the shop's current access token; on PlatformTokenExpiredError refreshes
 * and runs it once more.
 */
export async function withShopSession<T>(
  db: TenantDb,
  shop: SessionShop,
  connector: PlatformConnector,
  work: (session: ConnectorShop) => Promise<T>,
): Promise<T> {
  let accessToken = await currentAccessToken(db, shop, connector);
  try {
    return await work({ shopId: shop.shopId, cipher: shop.cipher, accessToken });
  } catch (error) {
    if (!(error instanceof PlatformTokenExpiredError)) throw error;
    accessToken = await refreshShopToken(db, shop, connector, { force: true, stale: accessToken });
    return work({ shopId: shop.shopId, cipher: shop.cipher, accessToken });
  }
}

async function currentAccessToken(
  db: TenantDb,
  shop: SessionShop,
  connector: PlatformConnector,
): Promise<string> {
  const tokens = await readShopTokens(db, shop);
  if (!tokens) {
    await markNeedsReconnect(db, shop, 'the stored tokens no longer open');
    throw new AppError('platform.notConnected', `shop ${shop.id} has no usable tokens`);
  }
  const expiresSoon =
    tokens.accessExpiresAt !== null &&
    tokens.accessExpiresAt.getTime() - Date.now() < REFRESH_AHEAD_MS;
  if (!expiresSoon && !tokens.sealedWithOldKey) return tokens.accessToken;
  return refreshShopToken(db, shop, connector, { force: false, stale: null });
}

/**
 * Refreshes the shop's tokens, one refresh at a time per shop: the token row stays locked
 * during the call, and a caller that waited finds the tokens another one just got (Shopee
 * gives a new refresh token each time and the old one stops working, so two refreshes at
 * once would lose the shop). `force` refreshes even when the stored token looks fresh,
 * unless it is no longer `stale` (someone refreshed meanwhile).
 */
export async function refreshShopToken(
  db: TenantDb,
  shop: SessionShop,
  connector: PlatformConnector,
  opts: { force: boolean; stale: string | null },
): Promise<string> {
  try {
    return await inTransaction(
      db,
      async (tx) => {
        await tx.$queryRaw`
          SELECT id FROM platform_tokens
           WHERE platform_shop_id = ${shop.id} AND enterprise_id = ${shop.enterpriseId}
             FOR UPDATE`;
        const tokens = await readShopTokens(tx, shop);
        if (!tokens || !tokens.refreshToken)
          throw new PlatformAuthRevokedError('no refresh token stored');
        const fresh =
          tokens.accessExpiresAt === null ||
          tokens.accessExpiresAt.getTime() - Date.now() >= REFRESH_AHEAD_MS;
        const replacedMeanwhile = opts.stale !== null && tokens.accessToken !== opts.stale;
        if (replacedMeanwhile || (!opts.force && fresh && !tokens.sealedWithOldKey))
          return tokens.accessToken;
        const granted = await connector.refresh({
          refreshToken: tokens.refreshToken,
          shopId: shop.shopId,
        });
        await storeShopTokens(tx, shop, {
          accessToken: granted.accessToken,
          refreshToken: granted.refreshToken,
          accessExpiresAt: granted.accessExpiresAt,
          refreshExpiresAt: granted.refreshExpiresAt ?? tokens.refreshExpiresAt,
        });
        await tx.platformShop.update({
          where: { id: shop.id },
          data: { status: SHOP_STATUS.Connected, lastError: null },
        });
        return granted.accessToken;
      },
      { timeout: 30_000, maxWait: 30_000 },
    );
  } catch (error) {
    if (error instanceof PlatformAuthRevokedError) {
      await markNeedsReconnect(db, shop, error.message);
      throw new AppError('platform.notConnected', `shop ${shop.id}: ${error.message}`);
    }
    throw error;
  }
}

async function markNeedsReconnect(db: TenantDb, shop: SessionShop, reason: string) {
  await db.platformShop.updateMany({
    where: { id: shop.id, status: SHOP_STATUS.Connected },
    data: { status: SHOP_STATUS.NeedsReconnect, lastError: reason.slice(0, 500) },
  });
}
