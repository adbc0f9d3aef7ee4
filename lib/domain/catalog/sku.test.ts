import { describe, expect, it } from 'vitest';
import { RANDOM_PART_LENGTH, randomSku, randomSkus, SKU_ALPHABET } from '@/lib/domain/catalog/sku';

describe('random SKUs', () => {
  it('are the prefix in upper case and 8 characters that cannot be misread', () => {
    expect(SKU_ALPHABET).toHaveLength(32);
    expect(SKU_ALPHABET).not.toMatch(/[01IO]/);
    for (let i = 0; i < 200; i++) {
      const sku = randomSku('ts-');
      expect(sku).toMatch(new RegExp(`^TS-[${SKU_ALPHABET}]{${RANDOM_PART_LENGTH}}$`));
    }
  });

  it('use every character of the alphabet (a byte masked to 5 bits, no bias)', () => {
    const bytes = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
    let at = 0;
    const source = (n: number) => {
      const out = Buffer.alloc(n);
      for (let i = 0; i < n; i++) out[i] = bytes[at++ % 256]!;
      return out;
    };
    const seen = new Map<string, number>();
    for (let i = 0; i < 32; i++)
      for (const c of randomSku('', source)) seen.set(c, (seen.get(c) ?? 0) + 1);
    expect(seen.size).toBe(32);
    expect(new Set(seen.values())).toEqual(new Set([8]));
  });

  it('draws n different ones, and stops instead of spinning on a stuck source', () => {
    expect(new Set(randomSkus('', 500)).size).toBe(500);
    expect(randomSkus('X', 5, (n) => Buffer.alloc(n, 7))).toEqual([
      'X' + SKU_ALPHABET[7]!.repeat(8),
    ]);
  });
});
