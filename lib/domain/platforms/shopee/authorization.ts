import type {
  AuthorizedShop,
  Authorization,
  ConnectorShop,
  GrantedTokens,
} from '@/lib/domain/platforms/connector';
import { PlatformRequestError } from '@/lib/domain/platforms/platform-errors';
import { shopeeSign } from '@/lib/domain/platforms/shopee/sign';
import {
  apiUrl,
  credentials,
  shopeeCall,
  shopNumber,
  type ShopeeConnectorConfig,
  type ShopeeEnvelope,
} from '@/lib/domain/platforms/shopee/api-client';

// A seller connects a Shopee shop: the authorization page (auth_partner, signed as a
// public call), a code valid 10 minutes and once, traded for an access token of 4 hours
// (expire_in is a duration in seconds) and a refresh token of 30 days. Every refresh
// answers a new refresh token and the old one stops working, so the caller must keep it.

const AUTH_PATH = '/api/v2/shop/auth_partner';
const TOKEN_PATH = '/api/v2/auth/token/get';
const REFRESH_PATH = '/api/v2/auth/access_token/get';
/** Shopee does not answer the refresh token's expiry; it documents 30 days. */
const REFRESH_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

interface TokenEnvelope extends ShopeeEnvelope {
  access_token?: string;
  refresh_token?: string;
  expire_in?: number;
  shop_id?: number;
  shop_id_list?: number[];
}

interface ShopInfoEnvelope extends ShopeeEnvelope {
  shop_name?: string;
  region?: string;
}

/**
 * The authorization page. Shopee sends the seller back to `redirect` with code and
 * shop_id added and carries no state of its own, so the state rides in the redirect URL.
 */
export function shopeeAuthorizeUrl(
  config: ShopeeConnectorConfig,
  input: { state: string; redirectUri: string },
  now = Date.now(),
): string {
  const { partnerId, partnerKey } = credentials(config);
  const timestamp = Math.floor(now / 1000);
  const redirect = new URL(input.redirectUri);
  redirect.searchParams.set('state', input.state);
  const url = apiUrl(config, AUTH_PATH);
  url.searchParams.set('partner_id', String(partnerId));
  url.searchParams.set('timestamp', String(timestamp));
  url.searchParams.set(
    'sign',
    shopeeSign(partnerKey, { kind: 'public', partnerId, path: AUTH_PATH, timestamp }),
  );
  url.searchParams.set('redirect', redirect.toString());
  return url.toString();
}

/** The tokens of a token answer, with its relative expiry made a date. */
export function grantedTokens(envelope: TokenEnvelope, now = Date.now()): GrantedTokens {
  if (!envelope.access_token || !envelope.refresh_token || !envelope.expire_in) {
    throw new PlatformRequestError('Shopee answered no tokens', 'no_tokens');
  }
  return {
    accessToken: envelope.access_token,
    refreshToken: envelope.refresh_token,
    accessExpiresAt: new Date(now + envelope.expire_in * 1000),
    refreshExpiresAt: new Date(now + REFRESH_LIFETIME_MS),
  };
}

async function shopInfo(
  config: ShopeeConnectorConfig,
  shop: ConnectorShop,
): Promise<AuthorizedShop> {
  const info = await shopeeCall<ShopInfoEnvelope>(config, {
    method: 'GET',
    path: '/api/v2/shop/get_shop_info',
    shop,
  });
  return {
    shopId: shop.shopId,
    name: info.shop_name || `Shopee ${shop.shopId}`,
    cipher: null,
    region: info.region || null,
  };
}

export async function exchangeShopeeCode(
  config: ShopeeConnectorConfig,
  input: { code: string; shopId: string | null },
): Promise<Authorization> {
  const { partnerId } = credentials(config);
  if (!input.shopId) {
    // A main-account grant (main_account_id) opens many shops with one token each; the
    // back office connects shops one by one, from the shop_id of the callback.
    throw new PlatformRequestError('Shopee callback without shop_id', 'no_shop_id');
  }
  const shopId = shopNumber(input.shopId);
  const answer = await shopeeCall<TokenEnvelope>(config, {
    method: 'POST',
    path: TOKEN_PATH,
    body: { code: input.code, partner_id: partnerId, shop_id: shopId },
  });
  const tokens = grantedTokens(answer);
  const shop = await shopInfo(config, {
    shopId: String(shopId),
    cipher: null,
    accessToken: tokens.accessToken,
  });
  return { tokens, shops: [shop] };
}

export async function refreshShopeeTokens(
  config: ShopeeConnectorConfig,
  input: { refreshToken: string; shopId: string },
): Promise<GrantedTokens> {
  const { partnerId } = credentials(config);
  const answer = await shopeeCall<TokenEnvelope>(config, {
    method: 'POST',
    path: REFRESH_PATH,
    body: {
      refresh_token: input.refreshToken,
      partner_id: partnerId,
      shop_id: shopNumber(input.shopId),
    },
  });
  return grantedTokens(answer);
}
