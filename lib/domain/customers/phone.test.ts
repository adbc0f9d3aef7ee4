import { describe, expect, it } from 'vitest';
import {
  formatThaiPhone,
  normaliseThaiPhone,
  phoneSearchDigits,
} from '@/lib/domain/customers/phone';

describe('normaliseThaiPhone', () => {
  it.each([
    ['0812345678', '0812345678'],
    ['081-234-5678', '0812345678'],
    [' 081 234 5678 ', '0812345678'],
    ['(081) 234.5678', '0812345678'],
    ['+66812345678', '0812345678'],
    ['+66 81 234 5678', '0812345678'],
    ['+66 081 234 5678', '0812345678'],
    ['66812345678', '0812345678'],
    ['0066812345678', '0812345678'],
    ['0612345678', '0612345678'],
    ['0912345678', '0912345678'],
    ['02-123-4567', '021234567'],
    ['053 123 456', '053123456'],
    ['+66 2 123 4567', '021234567'],
  ])('%s → %s', (input, digits) => {
    expect(normaliseThaiPhone(input)).toBe(digits);
  });

  it.each([
    '',
    '12345',
    '081234567', // nine digits starting 08: neither mobile nor landline
    '08123456789', // eleven
    '0112345678', // 01 is no prefix
    '021234567x',
    '081-234-567a',
    '+1 415 555 0100',
    '1212',
  ])('refuses %s', (input) => {
    expect(normaliseThaiPhone(input)).toBeNull();
  });
});

describe('formatThaiPhone', () => {
  it('writes mobiles and landlines the usual way', () => {
    expect(formatThaiPhone('0812345678')).toBe('081-234-5678');
    expect(formatThaiPhone('021234567')).toBe('02-123-4567');
    expect(formatThaiPhone('053123456')).toBe('053-123-456');
    expect(formatThaiPhone('')).toBe('');
    expect(formatThaiPhone(null)).toBe('');
  });
});

describe('phoneSearchDigits', () => {
  it('keeps the digits of a phone-like search, in national form', () => {
    expect(phoneSearchDigits('081-234')).toBe('081234');
    expect(phoneSearchDigits('+66 81 234')).toBe('081234');
    expect(phoneSearchDigits('(081) 234')).toBe('081234');
    expect(phoneSearchDigits('คุณ 5678')).toBeNull();
    expect(phoneSearchDigits('ab12')).toBeNull();
    expect(phoneSearchDigits('สมชาย')).toBeNull();
  });
});
