import { describe, expect, it } from 'vitest';
import { sameSignature } from '@/lib/domain/platforms/signature';

describe('sameSignature', () => {
  const sign = 'ab12cd';
  it('accepts the same hex in either case, with stray spaces around it', () => {
    expect(sameSignature(sign, 'ab12cd')).toBe(true);
    expect(sameSignature(sign, ' AB12CD ')).toBe(true);
  });
  it('refuses another signature, a shorter one and none', () => {
    expect(sameSignature(sign, 'ab12ce')).toBe(false);
    expect(sameSignature(sign, 'ab12c')).toBe(false);
    expect(sameSignature(sign, '')).toBe(false);
    expect(sameSignature(sign, null)).toBe(false);
  });
});
