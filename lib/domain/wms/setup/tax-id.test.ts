import { describe, expect, it } from 'vitest';
import {
  isValidThaiTaxId,
  normaliseTaxId,
  thaiTaxIdCheckDigit,
} from '@/lib/domain/wms/setup/tax-id';

describe('Thai tax id', () => {
  it('accepts ids with the right check digit, with or without dashes', () => {
    for (const id of [
      '0105551234567', // the seed's partner
      '0994000165668', // a company id (juristic person, 0-99-4...)
      '3100600445635',
      '1101700207030',
      '0-1055-51234-56-7',
      '0105 5512 3456 7',
    ])
      expect(isValidThaiTaxId(id), id).toBe(true);
  });

  it('refuses a wrong check digit, a wrong length or letters', () => {
    for (const id of ['0105551234568', '010555123456', '01055512345670', '01055512345a7', ''])
      expect(isValidThaiTaxId(id), id).toBe(false);
  });

  it('computes the check digit', () => {
    expect(thaiTaxIdCheckDigit('010555123456')).toBe(7);
    expect(thaiTaxIdCheckDigit('310060044563')).toBe(5);
    expect(() => thaiTaxIdCheckDigit('123')).toThrow();
    expect(normaliseTaxId(' 0-1055-51234-56-7 ')).toBe('0105551234567');
  });
});
