import { createHash, randomInt } from 'node:crypto';

// The one-time code that proves a member's phone (docs/members.md, LIFF): six digits sent
// by LINE push, kept only as a hash, valid 10 minutes, 5 wrong tries and it is spent.
// Pure: otp.test.ts.

export const OTP_MINUTES = 10;
export const OTP_MAX_TRIES = 5;

export const newOtpCode = (): string => String(randomInt(1_000_000)).padStart(6, '0');

/** Bound to the member, so one member's hash says nothing about another's code. */
export const otpHash = (memberId: number, code: string): string =>
  createHash('sha256').update(`${memberId}:${code}`).digest('hex');

export interface OtpState {
  hash: string | null;
  expiresAt: Date | null;
  tries: number;
}

export type OtpCheck = 'ok' | 'none' | 'expired' | 'tooManyTries' | 'wrong';

export function checkOtp(
  memberId: number,
  state: OtpState,
  code: string,
  now = new Date(),
): OtpCheck {
  if (!state.hash || !state.expiresAt) return 'none';
  if (state.tries >= OTP_MAX_TRIES) return 'tooManyTries';
  if (state.expiresAt.getTime() <= now.getTime()) return 'expired';
  return /^\d{6}$/.test(code) && otpHash(memberId, code) === state.hash ? 'ok' : 'wrong';
}
