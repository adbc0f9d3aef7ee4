'use client';
import Script from 'next/script';

/**
 * The reCAPTCHA script, one address for the whole app: next/script loads a source once, so
 * the checkbox of the sign-in form finds it already there. `onload` names the checkbox's
 * callback (components/auth/recaptcha-checkbox.tsx), a no-op until a form sets it.
 */
export const RECAPTCHA_SCRIPT_URL =
  'https://www.google.com/recaptcha/api.js?onload=__onRecaptchaLoad&render=explicit';

if (typeof window !== 'undefined') window.__onRecaptchaLoad ??= () => undefined;

/**
 * Spec section 1: the bot check of the reCAPTCHA kind is loaded at startup, on every page,
 * when its keys are configured (the root layout passes the site key); nothing otherwise.
 */
export function BotCheckLoader({ siteKey }: { siteKey?: string }) {
  if (!siteKey) return null;
  return (
    <Script
      id="recaptcha-api"
      src={RECAPTCHA_SCRIPT_URL}
      strategy="afterInteractive"
      data-testid="bot-check-script"
    />
  );
}
