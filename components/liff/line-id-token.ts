'use client';

import { idTokenOfFragment } from '@/components/liff/liff-format';

// Where the member's page gets its LINE ID token (docs/members.md, LIFF). The server
// verifies every token with LINE, so the page may take it from either place:
// - the URL fragment `#id_token=...`: the local LINE's sandbox login and the tests (nothing
//   reaches LINE); the fragment is cleared at once so the token is not left in the address
//   bar or the history;
// - else LINE's LIFF SDK (loaded only here, in the browser): init, log in when needed (LINE
//   comes back to this page), then the ID token.

export type TokenOutcome =
  | { kind: 'token'; idToken: string; from: 'fragment' | 'liff' }
  /** LIFF is taking the browser to LINE's login; the page comes back signed in. */
  | { kind: 'redirecting' }
  /** Neither a token in the address nor a LIFF app: not opened from LINE. */
  | { kind: 'none' };

/** Takes the token out of the fragment, if one is there, and clears the fragment. */
export function takeFragmentToken(): string | null {
  const token = idTokenOfFragment(window.location.hash);
  if (token) {
    const { pathname, search } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${search}`);
  }
  return token;
}

async function loadLiff() {
  return (await import('@line/liff')).default;
}

/**
 * The member's ID token. `fresh`: the last one was refused (an old token LIFF kept), so LIFF
 * logs out and in again for a new one.
 */
export async function lineIdToken(
  liffId: string | null,
  options: { fresh?: boolean } = {},
): Promise<TokenOutcome> {
  const fromFragment = takeFragmentToken();
  if (fromFragment) return { kind: 'token', idToken: fromFragment, from: 'fragment' };
  if (!liffId) return { kind: 'none' };
  const liff = await loadLiff();
  await liff.init({ liffId });
  if (options.fresh && liff.isLoggedIn()) liff.logout();
  if (!liff.isLoggedIn()) {
    liff.login({ redirectUri: window.location.href });
    return { kind: 'redirecting' };
  }
  const idToken = liff.getIDToken();
  if (!idToken) {
    // Logged in without the openid scope's token: log in again for one.
    liff.logout();
    liff.login({ redirectUri: window.location.href });
    return { kind: 'redirecting' };
  }
  return { kind: 'token', idToken, from: 'liff' };
}
