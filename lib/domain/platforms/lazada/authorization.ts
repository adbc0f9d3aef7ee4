import type { AuthorizedShop, GrantedTokens } from '@/lib/domain/platforms/connector';
import { PlatformRequestError } from '@/lib/domain/platforms/platform-errors';
import { arrayOf, type LazadaEnvelope } from '@/lib/domain/platforms/lazada/api-client';
import { lazadaText } from '@/lib/domain/platforms/lazada/lazada-values';

// A seller connects a Lazada shop on Lazada's authorize page; the code it sends back is worth
// an access token and a refresh token whose lifetimes Lazada gives in seconds from now
// (expires_in, refresh_expires_in), and the seller ids of the countries the account sells in.
// Our shops are Thai: the shop is the account's TH seller.

const SHOP_COUNTRY = 'TH';

/** The authorize page is on the auth host itself, not under its /rest API path. */
export function lazadaAuthorizeUrl(input: {
  authBase: string;
  appKey: string;
  redirectUri: string;
  state: string;
}): string {
  const host = input.authBase.replace(/\/+$/, '').replace(/\/rest$/, '');
  const query = new URLSearchParams({
    response_type: 'code',
    force_auth: 'true',
    redirect_uri: input.redirectUri,
    client_id: input.appKey,
    state: input.state,
  });
  return `${host}/oauth/authorize?${query.toString()}`;
}

/**
 * The tokens of a token answer. A refresh resets the access token's lifetime but not the
 * refresh token's, so refresh_expires_in counts from now to the same end as before; 0 means
 * the grant cannot be refreshed (the refresh token is then worth nothing).
 */
export function grantedTokens(envelope: LazadaEnvelope, now = Date.now()): GrantedTokens {
  const accessToken = lazadaText(envelope.access_token);
  const refreshToken = lazadaText(envelope.refresh_token);
  const expiresIn = Number(envelope.expires_in);
  if (!accessToken || !Number.isFinite(expiresIn)) {
    throw new PlatformRequestError('Lazada token answer without access_token or expires_in');
  }
  const refreshIn = Number(envelope.refresh_expires_in);
  return {
    accessToken,
    refreshToken,
    accessExpiresAt: new Date(now + expiresIn * 1000),
    refreshExpiresAt: Number.isFinite(refreshIn) ? new Date(now + refreshIn * 1000) : null,
  };
}

/**
 * The Thai shop of a token answer: country_user_info (token/create) or
 * country_user_info_list (token/refresh), the entry of TH. An account without a Thai seller
 * opens no shop of ours.
 */
export function authorizedShops(envelope: LazadaEnvelope): AuthorizedShop[] {
  const entries = [
    ...arrayOf(envelope.country_user_info),
    ...arrayOf(envelope.country_user_info_list),
  ];
  const thai = entries.find((e) => lazadaText(e.country).toUpperCase() === SHOP_COUNTRY);
  const sellerId = thai ? lazadaText(thai.seller_id) : '';
  if (!sellerId) return [];
  const account = lazadaText(envelope.account);
  return [
    {
      shopId: sellerId,
      name: account || `Lazada ${sellerId}`,
      cipher: null,
      region: SHOP_COUNTRY,
    },
  ];
}
