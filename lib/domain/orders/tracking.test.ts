import { describe, expect, it } from 'vitest';
import { AppError } from '@/lib/errors';
import {
  isShippingProviderId,
  normaliseTracking,
  s10CheckDigit,
  SHIPPING_PROVIDER,
  validateTracking,
} from '@/lib/domain/orders/tracking';

const { ThaiPost, KerryExpress, Dhl, OwnCourier, Spx } = SHIPPING_PROVIDER;

function refusal(provider: number, input: string): AppError {
  try {
    validateTracking(provider, input);
  } catch (e) {
    if (e instanceof AppError) return e;
    throw e;
  }
  throw new Error(`expected ${input} to be refused`);
}

describe('normalising', () => {
  it('trims, upper-cases and drops spaces and dashes', () => {
    expect(normaliseTracking('  ee 1234-5678 5 th ')).toBe('EE123456785TH');
    expect(normaliseTracking('\tshp-4012\u00a0345678\n')).toBe('SHP4012345678');
  });
});

describe('S10 check digit (weights 8 6 4 2 3 5 9 7)', () => {
  // Worked by hand:
  // 12345678: 1*8+2*6+3*4+4*2+5*3+6*5+7*9+8*7 = 8+12+12+8+15+30+63+56 = 204;
  //           204 mod 11 = 6; 11-6 = 5 (EE123456785TH, the UPU example).
  // 87654321: 64+42+24+10+12+15+18+7 = 192; 192 mod 11 = 5; 11-5 = 6.
  // 58262112: 40+48+8+12+6+5+9+14 = 142; 142 mod 11 = 10; 11-10 = 1.
  // 00000008: 8*7 = 56; 56 mod 11 = 1; 11-1 = 10 -> 0.
  // 00000000: 0; 0 mod 11 = 0; 11-0 = 11 -> 5.
  // 00000011: 1*9+1*7 = 16; 16 mod 11 = 5; 11-5 = 6.
  it.each([
    ['12345678', 5],
    ['87654321', 6],
    ['58262112', 1],
    ['00000008', 0],
    ['00000000', 5],
    ['00000011', 6],
  ])('of %s is %i', (serial, digit) => {
    expect(s10CheckDigit(serial)).toBe(digit);
  });

  it('needs exactly 8 digits', () => {
    expect(() => s10CheckDigit('1234567')).toThrow(RangeError);
    expect(() => s10CheckDigit('1234567A')).toThrow(RangeError);
  });
});

describe('Thai Post (S10, TH)', () => {
  it.each([
    ['EE123456785TH', 'EE123456785TH'],
    ['en876543216th', 'EN876543216TH'],
    ['EF 5826 2112 1 TH', 'EF582621121TH'],
    ['RR000000005TH', 'RR000000005TH'],
    ['EE000000080TH', 'EE000000080TH'],
    ['CP-000000116-TH', 'CP000000116TH'],
  ])('accepts %s as %s', (input, stored) => {
    expect(validateTracking(ThaiPost, input)).toBe(stored);
  });

  it('refuses a wrong check digit, every wrong digit of the classic example', () => {
    for (let d = 0; d <= 9; d++) {
      if (d === 5) continue;
      const e = refusal(ThaiPost, `EE12345678${d}TH`);
      expect(e.key).toBe('order.invalidTracking');
      expect(e.status).toBe(422);
      expect(e.causeText).toBe('Thai Post: wrong check digit');
    }
    expect(refusal(ThaiPost, 'EE000000085TH').causeText).toBe('Thai Post: wrong check digit');
  });

  it('refuses other shapes: other country, short, long, digits for letters', () => {
    for (const input of [
      'EE123456785CN',
      'EE12345678TH',
      'EE1234567855TH',
      '1E123456785TH',
      'EE123456785',
      'TH240123456789A',
    ])
      expect(refusal(ThaiPost, input).causeText, input).toMatch(/^Thai Post: expected/);
  });
});

describe('Kerry Express', () => {
  it.each(['SHP4012345678', 'shp 5001 2345 67', 'KERTH0001234567', 'KEX12345678', '1234567890'])(
    'accepts %s',
    (input) => {
      expect(validateTracking(KerryExpress, input)).toBe(normaliseTracking(input));
    },
  );

  it.each([
    'SHP1234567',
    'KER1234567890',
    'ABC1234567890',
    '123456789',
    '12345678901234',
    'SHPABCDEFGH',
  ])('refuses %s', (input) => {
    expect(refusal(KerryExpress, input).causeText).toMatch(/^Kerry Express: expected/);
  });
});

describe('DHL eCommerce Thailand', () => {
  it.each([
    'GM99999999999',
    '999999999999999999',
    '1234567890',
    'TH12345678901234',
    'THBKK0012345678',
  ])('accepts %s', (input) => {
    expect(validateTracking(Dhl, input)).toBe(input);
  });

  it.each(['123456789', 'ABCDEF12345678', 'TH1234567A', 'GM' + '9'.repeat(38), 'GM'])(
    'refuses %s',
    (input) => {
      expect(refusal(Dhl, input).key).toBe('order.invalidTracking');
    },
  );
});

describe('SPX Thailand', () => {
  it.each(['TH240123456789A', 'th2401234567890b', 'TH24012345678901Z'])('accepts %s', (input) => {
    expect(validateTracking(Spx, input)).toBe(normaliseTracking(input));
  });

  it.each([
    'TH24012345678A',
    'TH240123456789012A',
    'TH240123456789',
    'MY240123456789A',
    'TH2401234567891',
  ])('refuses %s', (input) => {
    expect(refusal(Spx, input).causeText).toMatch(/^SPX: expected/);
  });
});

describe("the provider's own courier", () => {
  it('takes 4-40 letters, digits, spaces and dashes, stored without the spaces and dashes', () => {
    expect(validateTracking(OwnCourier, ' rider-01 2 ')).toBe('RIDER012');
    expect(validateTracking(OwnCourier, 'AB12')).toBe('AB12');
    expect(validateTracking(OwnCourier, 'A'.repeat(40))).toBe('A'.repeat(40));
  });

  it('refuses too short, too long and other characters', () => {
    for (const input of ['AB1', 'A-B-1', 'A'.repeat(41), 'ABC/123', 'ABC#123', 'พัสดุ1234'])
      expect(refusal(OwnCourier, input).key, input).toBe('order.invalidTracking');
  });
});

describe('every provider', () => {
  it('refuses empty and blank input, and over-long input before matching', () => {
    for (const provider of Object.values(SHIPPING_PROVIDER)) {
      expect(refusal(provider, '').causeText).toMatch(/: empty$/);
      expect(refusal(provider, '  - ').causeText).toMatch(/: empty$/);
      expect(refusal(provider, '9'.repeat(101)).causeText).toMatch(/: too long$/);
    }
  });

  it('answers common.invalidParameter for an unknown provider', () => {
    expect(isShippingProviderId(3)).toBe(false);
    for (const provider of [0, 3, 4, 8, 1.5]) {
      const e = refusal(provider, 'EE123456785TH');
      expect(e.key).toBe('common.invalidParameter');
    }
  });
});
