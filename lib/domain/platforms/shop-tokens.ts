import { hkdfSync, randomBytes } from 'node:crypto';
import { inTransaction, type TenantDb } from '@/lib/db';
import { env } from '@/lib/env';
import {
  openToken,
  parseTokenKeyRing,
  sealedWithOldKey,
  sealToken,
  type TokenKeyRing,
} from '@/lib/domain/platforms/token-cipher';

// A connected shop's tokens, stored sealed (token-cipher.ts) and read back only by the
// server. A token is bound to its enterprise, platform and shop: the sealed value copied to
// another shop's row does not open.

export interface ShopTokens {
  accessToken: string;
  refreshToken: string | null;
  accessExpiresAt: Date | null;
  refreshExpiresAt: Date | null;
}

export interface TokenShop {
  /** Our id of the shop (platform_shops.id). */
  id: number;
  enterpriseId: number;
  platform: number;
  /** The shop's id at the platform. */
  shopId: string;
}

let ring: { text: string; ring: TokenKeyRing } | undefined;

/**
 * The key ring of PLATFORM_TOKEN_KEYS, or, when it is empty, one key derived from
 * AUTH_SECRET: development and the sandbox work without setting a key, and a deployment
 * sets its own (docs/domain-rules.md, Selling platforms).
 */
export function tokenKeyRing(): TokenKeyRing {
  const { PLATFORM_TOKEN_KEYS, AUTH_SECRET } = env();
  const text =
    PLATFORM_TOKEN_KEYS ??
    `auth:${Buffer.from(hkdfSync('sha256', AUTH_SECRET, '', 'platform-shop-tokens', 32)).toString('base64')}`;
  if (ring?.text !== text) ring = { text, ring: parseTokenKeyRing(text) };
  return ring.ring;
}

const boundTo = (shop: TokenShop) => `${shop.enterpriseId}:${shop.platform}:${shop.shopId}`;
const webhookBound = (shop: TokenShop) => `${boundTo(shop)}:webhook`;

/** Stores a shop's tokens (after the authorization or a refresh), sealed. */
export async function storeShopTokens(
  db: TenantDb,
  shop: TokenShop,
  tokens: ShopTokens,
  keys: TokenKeyRing = tokenKeyRing(),
): Promise<void> {
  const sealed = {
    accessTokenEnc: sealToken(keys, tokens.accessToken, boundTo(shop)),
    refreshTokenEnc: tokens.refreshToken
      ? sealToken(keys, tokens.refreshToken, boundTo(shop))
      : null,
    accessExpiresAt: tokens.accessExpiresAt,
    refreshExpiresAt: tokens.refreshExpiresAt,
    refreshedAt: new Date(),
  };
  await inTransaction(db, async (tx) => {
    const row = await tx.platformToken.upsert({
      where: { platformShopId: shop.id },
      create: { enterpriseId: shop.enterpriseId, platformShopId: shop.id, ...sealed },
      update: sealed,
      select: { webhookSecretEnc: true },
    });
    // A webhook secret sealed with an older key is sealed again with the tokens, so the
    // old key can be dropped once every shop has been refreshed.
    const old = row.webhookSecretEnc;
    const secret =
      old && sealedWithOldKey(keys, old) ? openToken(keys, old, webhookBound(shop)) : null;
    if (secret)
      await tx.platformToken.update({
        where: { platformShopId: shop.id },
        data: { webhookSecretEnc: sealToken(keys, secret, webhookBound(shop)) },
      });
  });
}

/**
 * A shop's tokens, or null when it has none or they no longer open (a key dropped from the
 * ring, a value copied from another shop): the shop must then be connected again.
 * `sealedWithOldKey` says a refresh should seal them again with the current key.
 */
export async function readShopTokens(
  db: TenantDb,
  shop: TokenShop,
  keys: TokenKeyRing = tokenKeyRing(),
): Promise<(ShopTokens & { sealedWithOldKey: boolean }) | null> {
  const row = await db.platformToken.findUnique({ where: { platformShopId: shop.id } });
  if (!row) return null;
  const accessToken = openToken(keys, row.accessTokenEnc, boundTo(shop));
  if (accessToken === null) return null;
  const refreshToken = row.refreshTokenEnc
    ? openToken(keys, row.refreshTokenEnc, boundTo(shop))
    : null;
  if (row.refreshTokenEnc && refreshToken === null) return null;
  return {
    accessToken,
    refreshToken,
    accessExpiresAt: row.accessExpiresAt,
    refreshExpiresAt: row.refreshExpiresAt,
    sealedWithOldKey: sealedWithOldKey(keys, row.accessTokenEnc),
  };
}

/**
 * The shared secret a shop's pushes must carry (Pancake: the custom webhook header the
 * seller sets there), made at its first connection and kept sealed with its tokens; a
 * reconnection keeps it, so the seller's setting in Pancake goes on working. The shop's
 * tokens must be stored first.
 */
export async function ensureWebhookSecret(
  db: TenantDb,
  shop: TokenShop,
  keys: TokenKeyRing = tokenKeyRing(),
): Promise<string> {
  const row = await db.platformToken.findUnique({
    where: { platformShopId: shop.id },
    select: { webhookSecretEnc: true },
  });
  const kept = row?.webhookSecretEnc
    ? openToken(keys, row.webhookSecretEnc, webhookBound(shop))
    : null;
  if (kept) return kept;
  const secret = randomBytes(24).toString('base64url');
  await db.platformToken.update({
    where: { platformShopId: shop.id },
    data: { webhookSecretEnc: sealToken(keys, secret, webhookBound(shop)) },
  });
  return secret;
}

/** The shop's webhook secret from its sealed value, or null when it does not open. */
export function openWebhookSecret(
  shop: TokenShop,
  sealed: string | null | undefined,
  keys: TokenKeyRing = tokenKeyRing(),
): string | null {
  return sealed ? openToken(keys, sealed, webhookBound(shop)) : null;
}
