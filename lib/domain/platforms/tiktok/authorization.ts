import type {
  Authorization,
  AuthorizedShop,
  GrantedTokens,
} from '@/lib/domain/platforms/connector';
import { PlatformRequestError } from '@/lib/domain/platforms/platform-errors';
import {
  tiktokApiCall,
  tiktokAuthCall,
  type TiktokCredentials,
} from '@/lib/domain/platforms/tiktok/api-client';

// Connecting a TikTok Shop seller (TikTok's authorization guide). The seller approves the app on
// the authorization host and comes back with a single-use code (30 minutes); the token host turns
// it into tokens whose *_expire_in are absolute Unix timestamps, not durations. The shops the
// tokens open, with the cipher every shop call needs, come from the signed shop list.

/**
 * The legacy authorization link on the auth host (still used by the EcomPHP SDK), so one
 * base URL per host is enough, and the local sandbox can serve it. TikTok itself sends the
 * seller back to the redirect URL set in the app's Partner Center settings; redirect_uri is
 * added for the sandbox, which has no such settings, and TikTok ignores it.
 */
export function tiktokAuthorizeUrl(
  credentials: TiktokCredentials,
  input: { state: string; redirectUri: string },
): string {
  const search = new URLSearchParams({
    app_key: credentials.appKey,
    state: input.state,
    redirect_uri: input.redirectUri,
  });
  return `${credentials.authBase.replace(/\/+$/, '')}/oauth/authorize?${search}`;
}

interface TokenData {
  access_token?: string;
  access_token_expire_in?: number;
  refresh_token?: string;
  refresh_token_expire_in?: number;
  seller_name?: string;
}

interface ShopsData {
  shops?: { id?: string; name?: string; region?: string; cipher?: string }[];
}

/** An absolute Unix timestamp in seconds as a Date; null for a missing or zero one. */
function expiry(value: number | undefined): Date | null {
  return typeof value === 'number' && value > 0 ? new Date(value * 1000) : null;
}

export function tiktokGrantedTokens(data: TokenData): GrantedTokens {
  const accessExpiresAt = expiry(data.access_token_expire_in);
  if (!data.access_token || !data.refresh_token || !accessExpiresAt) {
    throw new PlatformRequestError('TikTok Shop: token answer without tokens', 'no_tokens');
  }
  return {
    accessToken: data.access_token,
    refreshToken: data.refresh_token,
    accessExpiresAt,
    refreshExpiresAt: expiry(data.refresh_token_expire_in),
  };
}

export async function tiktokExchangeCode(
  credentials: TiktokCredentials,
  code: string,
): Promise<Authorization> {
  const data = await tiktokAuthCall<TokenData>(credentials, '/api/v2/token/get', {
    auth_code: code,
    grant_type: 'authorized_code',
  });
  const tokens = tiktokGrantedTokens(data);
  const shops = await tiktokAuthorizedShops(credentials, tokens.accessToken);
  return { tokens, shops };
}

export async function tiktokRefresh(
  credentials: TiktokCredentials,
  refreshToken: string,
): Promise<GrantedTokens> {
  const data = await tiktokAuthCall<TokenData>(credentials, '/api/v2/token/refresh', {
    refresh_token: refreshToken,
    grant_type: 'refresh_token',
  });
  return tiktokGrantedTokens(data);
}

export async function tiktokAuthorizedShops(
  credentials: TiktokCredentials,
  accessToken: string,
): Promise<AuthorizedShop[]> {
  const data = await tiktokApiCall<ShopsData>(credentials, {
    method: 'GET',
    path: '/authorization/202309/shops',
    accessToken,
  });
  return (data.shops ?? []).flatMap((shop) =>
    shop.id
      ? [
          {
            shopId: shop.id,
            name: shop.name ?? '',
            cipher: shop.cipher ?? null,
            region: shop.region ?? null,
          },
        ]
      : [],
  );
}
