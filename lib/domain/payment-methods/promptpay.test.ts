import { describe, expect, it } from 'vitest';
import {
  digitsOnly,
  isBankAccountNumber,
  isPromptPayId,
  isThaiIdNumber,
  isThaiMobile,
  maskNumber,
} from '@/lib/domain/payment-methods/promptpay';

describe('PromptPay ids', () => {
  it('takes a Thai mobile number of 10 digits', () => {
    expect(isThaiMobile('0812345678')).toBe(true);
    expect(isThaiMobile('0612345678')).toBe(true);
    expect(isThaiMobile('0212345678')).toBe(false);
    expect(isThaiMobile('081234567')).toBe(false);
  });

  it('checks the check digit of a 13-digit national or tax id', () => {
    expect(isThaiIdNumber('1101700230708')).toBe(true);
    expect(isThaiIdNumber('0105551234567')).toBe(true);
    expect(isThaiIdNumber('0105536000313')).toBe(true);
    expect(isThaiIdNumber('1101700230705')).toBe(false);
    expect(isThaiIdNumber('0105536000315')).toBe(false);
    expect(isThaiIdNumber('110170023070')).toBe(false);
  });

  it('is a mobile or a national id, nothing else', () => {
    expect(isPromptPayId('0812345678')).toBe(true);
    expect(isPromptPayId('1101700230708')).toBe(true);
    expect(isPromptPayId('1101700230705')).toBe(false);
    expect(isPromptPayId('12345')).toBe(false);
    expect(isPromptPayId('08123456789')).toBe(false);
    expect(isPromptPayId('abcdefghij')).toBe(false);
  });

  it('drops the spaces and hyphens people type', () => {
    expect(digitsOnly('081-234 5678')).toBe('0812345678');
    expect(digitsOnly('1-1017-00230-70-8')).toBe('1101700230708');
  });
});

describe('bank account numbers', () => {
  it('are 10 to 15 digits', () => {
    expect(isBankAccountNumber('1234567890')).toBe(true);
    expect(isBankAccountNumber('123456789012345')).toBe(true);
    expect(isBankAccountNumber('123456789')).toBe(false);
    expect(isBankAccountNumber('1234567890123456')).toBe(false);
    expect(isBankAccountNumber('12345x7890')).toBe(false);
  });

  it('show only their last four digits in lists', () => {
    expect(maskNumber('1234567890')).toBe('xxxxxx7890');
    expect(maskNumber('0812345678')).toBe('xxxxxx5678');
    expect(maskNumber('123')).toBe('123');
    expect(maskNumber(null)).toBe(null);
  });
});
