import { describe, expect, it } from 'vitest';
import { personalCode } from '@/lib/domain/members/personal-code';

describe('personal codes', () => {
  it('are the coupon code, a dash and eight unambiguous characters', () => {
    const code = personalCode('new100');
    expect(code).toMatch(/^NEW100-[2-9A-HJKMNP-Z]{8}$/);
  });

  it('fit the column even for the longest coupon code', () => {
    expect(personalCode('X'.repeat(60)).length).toBe(60);
  });

  it('differ between calls', () => {
    const codes = new Set(Array.from({ length: 200 }, () => personalCode('A')));
    expect(codes.size).toBe(200);
  });
});
