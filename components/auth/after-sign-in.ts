import { normaliseRoles } from '@/lib/auth/permissions';
import { isLocale } from '@/lib/i18n/config';
import { hasLocaleCookie, writeLocaleCookie } from '@/components/layout/locale-cookie';
import type { SignedInUser } from '@/lib/domain/auth/schemas';
import { homeFor } from '@/lib/navigation/home';

export interface LoginReply {
  Msg: string;
  Datum: { token: string; user: SignedInUser };
}

/** The errors of the login call shown under the form rather than in the error dialog. */
export const INLINE_LOGIN_ERRORS = new Set([
  'auth.loginFail',
  'auth.userBlocked',
  'auth.tooManyAttempts',
  'auth.wrongFormat',
  'auth.botCheckFailed',
  'common.invalidParameter',
]);

/**
 * After a successful sign-in: a browser without a language choice takes the one saved on
 * the user, then a full load of the return URL or of the user's first page (so every
 * server component renders with the new session).
 */
export function continueAfterSignIn(user: SignedInUser, returnUrl: string | null): void {
  if (!hasLocaleCookie() && isLocale(user.Locale)) writeLocaleCookie(user.Locale);
  const target = returnUrl ?? homeFor({ groupId: user.GroupId, roles: normaliseRoles(user.Roles) });
  window.location.assign(target);
}
