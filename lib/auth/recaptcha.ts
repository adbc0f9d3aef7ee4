import { env } from '@/lib/env';
import { AppError } from '@/lib/errors';
import { log } from '@/lib/log';

export const recaptchaEnabled = (): boolean =>
  Boolean(env().RECAPTCHA_SITE_KEY && env().RECAPTCHA_SECRET_KEY);

/** The site key the pages load the bot check with, or none while the keys are empty. */
export const botCheckSiteKey = (): string | undefined =>
  recaptchaEnabled() ? env().RECAPTCHA_SITE_KEY : undefined;

/**
 * Verifies a reCAPTCHA token on the server (v2 answers success, v3 adds a score). Off when
 * no keys are configured. RECAPTCHA_VERIFY_URL lets tests use a local fake.
 */
export async function assertHuman(token: string | undefined, ip: string): Promise<void> {
  if (!recaptchaEnabled()) return;
  if (!token) throw new AppError('auth.botCheckFailed', 'missing bot check token');
  const { RECAPTCHA_SECRET_KEY, RECAPTCHA_VERIFY_URL, RECAPTCHA_MIN_SCORE } = env();
  let verdict: { success?: boolean; score?: number };
  try {
    const res = await fetch(RECAPTCHA_VERIFY_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        secret: RECAPTCHA_SECRET_KEY ?? '',
        response: token,
        remoteip: ip,
      }),
      signal: AbortSignal.timeout(5000),
    });
    verdict = (await res.json()) as typeof verdict;
  } catch (error) {
    log.warn('recaptcha verify failed', { error: String(error) });
    throw new AppError('auth.botCheckFailed', 'bot check service unavailable');
  }
  if (
    !verdict.success ||
    (typeof verdict.score === 'number' && verdict.score < RECAPTCHA_MIN_SCORE)
  ) {
    throw new AppError('auth.botCheckFailed');
  }
}
