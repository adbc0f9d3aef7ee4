import { describe, expect, it } from 'vitest';
import { checkOtp, newOtpCode, OTP_MAX_TRIES, otpHash } from '@/lib/domain/members/otp';

const now = new Date('2026-11-27T10:00:00Z');
const state = (code: string, extra: Partial<{ tries: number; expiresAt: Date }> = {}) => ({
  hash: otpHash(7, code),
  expiresAt: new Date(now.getTime() + 60_000),
  tries: 0,
  ...extra,
});

describe('phone one-time codes', () => {
  it('are six digits', () => {
    for (let i = 0; i < 50; i++) expect(newOtpCode()).toMatch(/^\d{6}$/);
  });
  it('accept the right code only, for the right member', () => {
    expect(checkOtp(7, state('123456'), '123456', now)).toBe('ok');
    expect(checkOtp(7, state('123456'), '123457', now)).toBe('wrong');
    expect(checkOtp(8, state('123456'), '123456', now)).toBe('wrong');
    expect(checkOtp(7, state('123456'), '12345', now)).toBe('wrong');
  });
  it('expire after their time and after five wrong tries', () => {
    expect(checkOtp(7, state('123456', { expiresAt: now }), '123456', now)).toBe('expired');
    expect(checkOtp(7, state('123456', { tries: OTP_MAX_TRIES }), '123456', now)).toBe(
      'tooManyTries',
    );
    expect(checkOtp(7, state('123456', { tries: OTP_MAX_TRIES - 1 }), '123456', now)).toBe('ok');
  });
  it('need a code asked for first', () => {
    expect(checkOtp(7, { hash: null, expiresAt: null, tries: 0 }, '123456', now)).toBe('none');
  });
});
