import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  barcodeCheckDigitOk,
  ean13CheckDigit,
  isInStoreEan13,
  isValidEan13,
  randomInStoreEan13,
  secureRandomInt,
} from '@/lib/domain/wms/setup/ean13';

describe('EAN-13', () => {
  it('accepts known valid codes', () => {
    for (const code of [
      '4006381333931', // the usual textbook example
      '8851959132012', // a Thai product (885 = GS1 Thailand)
      '2000000000015', // the seed's first warehouse product
      '2000000000022',
      '2000000000053',
      '9780306406157', // an ISBN-13
      '5901234123457', // GS1's own example
      '0000000000000',
    ])
      expect(isValidEan13(code), code).toBe(true);
  });

  it('computes the check digit of 12 digits', () => {
    expect(ean13CheckDigit('400638133393')).toBe(1);
    expect(ean13CheckDigit('885195913201')).toBe(2);
    expect(ean13CheckDigit('200000000001')).toBe(5);
    expect(ean13CheckDigit('978030640615')).toBe(7);
    expect(() => ean13CheckDigit('12345')).toThrow();
    expect(() => ean13CheckDigit('40063813339a')).toThrow();
  });

  it('refuses wrong check digits and anything that is not 13 digits', () => {
    for (const code of [
      '4006381333932',
      '8851959132013',
      '2000000000010',
      '400638133393',
      '40063813339311',
      '400638133393a',
      ' 4006381333931',
      '',
      'ABC-123',
    ])
      expect(isValidEan13(code), code).toBe(false);
  });

  it('finds every single wrong digit (any one digit changed breaks the check)', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{12}$/),
        fc.integer({ min: 0, max: 12 }),
        fc.integer({ min: 1, max: 9 }),
        (data, pos, delta) => {
          const code = `${data}${ean13CheckDigit(data)}`;
          expect(isValidEan13(code)).toBe(true);
          const changed = (Number(code[pos]) + delta) % 10;
          const typo = code.slice(0, pos) + String(changed) + code.slice(pos + 1);
          expect(isValidEan13(typo)).toBe(false);
        },
      ),
    );
  });

  it('lets other barcode formats through and checks only 13-digit codes', () => {
    expect(barcodeCheckDigitOk('SKU-0001/A')).toBe(true);
    expect(barcodeCheckDigitOk('12345678')).toBe(true);
    expect(barcodeCheckDigitOk('4006381333931')).toBe(true);
    expect(barcodeCheckDigitOk('4006381333932')).toBe(false);
  });

  it('generates valid codes in the in-store range 20-29', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 1000; i++) {
      const code = randomInStoreEan13();
      expect(isValidEan13(code), code).toBe(true);
      expect(isInStoreEan13(code), code).toBe(true);
      expect(Number(code.slice(0, 2))).toBeGreaterThanOrEqual(20);
      expect(Number(code.slice(0, 2))).toBeLessThanOrEqual(29);
      seen.add(code);
    }
    expect(seen.size).toBe(1000);
    expect(isInStoreEan13('4006381333931')).toBe(false);
    // Every prefix of the range can come out.
    expect(randomInStoreEan13(() => 9).slice(0, 2)).toBe('29');
    expect(randomInStoreEan13(() => 0)).toBe('2000000000008');
  });
});

describe('secureRandomInt', () => {
  it('stays in range and reaches every value', () => {
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) {
      const v = secureRandomInt(10);
      expect(v).toBeGreaterThanOrEqual(0);
      expect(v).toBeLessThan(10);
      seen.add(v);
    }
    expect(seen.size).toBe(10);
    expect(() => secureRandomInt(0)).toThrow();
  });
});
