import { describe, expect, it } from 'vitest';
import {
  crc16ccittFalse,
  crcHex,
  decodeTlv,
  encodeTlv,
  hasValidCrc,
  tlv,
  tlvMap,
  withCrc,
} from '@/lib/domain/payments/emvco';

describe('CRC-16/CCITT-FALSE', () => {
  it('gives the catalogued check value 0x29B1 for "123456789"', () => {
    // The standard check value of CRC-16/CCITT-FALSE (CRC-16/IBM-3740 in the reveng catalogue).
    expect(crc16ccittFalse('123456789')).toBe(0x29b1);
    expect(crcHex('123456789')).toBe('29B1');
  });

  it('starts from 0xFFFF and pads its hex to four uppercase digits', () => {
    expect(crc16ccittFalse('')).toBe(0xffff);
    expect(crcHex('A')).toBe('B915');
    expect(crcHex('00020101021129370016A000000677010111021301234567890125802TH53037646304')).toBe(
      '0CBD',
    );
  });
});

describe('EMVCo TLV', () => {
  it('writes id, two-digit length and value', () => {
    expect(tlv('58', 'TH')).toBe('5802TH');
    expect(tlv('29', 'x'.repeat(37))).toMatch(/^2937x{37}$/);
    expect(
      encodeTlv([
        { id: '00', value: '01' },
        { id: '53', value: '764' },
      ]),
    ).toBe('0002015303764');
  });

  it('refuses a bad id or a value over 99 characters', () => {
    expect(() => tlv('5', 'TH')).toThrow(RangeError);
    expect(() => tlv('ab', 'TH')).toThrow(RangeError);
    expect(() => tlv('62', 'x'.repeat(100))).toThrow(RangeError);
    expect(tlv('62', 'x'.repeat(99))).toHaveLength(103);
  });

  it('reads fields back in order, one level at a time', () => {
    const inner = encodeTlv([
      { id: '00', value: 'A000000677010111' },
      { id: '01', value: '0066812345678' },
    ]);
    const text = encodeTlv([
      { id: '00', value: '01' },
      { id: '29', value: inner },
      { id: '58', value: 'TH' },
    ]);
    const fields = decodeTlv(text);
    expect(fields).toEqual([
      { id: '00', value: '01' },
      { id: '29', value: inner },
      { id: '58', value: 'TH' },
    ]);
    expect(decodeTlv(fields?.[1]?.value ?? '')).toEqual([
      { id: '00', value: 'A000000677010111' },
      { id: '01', value: '0066812345678' },
    ]);
    expect(decodeTlv('')).toEqual([]);
  });

  it('gives null on text that is not a clean run of fields', () => {
    expect(decodeTlv('5802T')).toBeNull(); // value cut short
    expect(decodeTlv('5802TH5')).toBeNull(); // trailing id without length
    expect(decodeTlv('58xxTH')).toBeNull(); // length not digits
    expect(decodeTlv('AB02TH')).toBeNull(); // id not digits
    expect(decodeTlv('hello world')).toBeNull();
  });

  it('maps fields by id and refuses a repeated id', () => {
    expect(tlvMap(decodeTlv('0002015802TH') ?? [])?.get('58')).toBe('TH');
    expect(tlvMap(decodeTlv('5802TH5802US') ?? [])).toBeNull();
  });
});

describe('EMVCo CRC field', () => {
  it('appends id, 04 and the CRC over the payload including id and 04', () => {
    const head = '000201010211';
    const full = withCrc(head);
    expect(full).toBe(`${head}6304${crcHex(`${head}6304`)}`);
    expect(withCrc(head, '91').slice(-8, -4)).toBe('9104');
    expect(() => withCrc(head, '6')).toThrow(RangeError);
  });

  it('checks a CRC, in either hex case, and notices any change', () => {
    const full = withCrc('000201010211', '63');
    expect(hasValidCrc(full)).toBe(true);
    expect(hasValidCrc(full.slice(0, -4) + full.slice(-4).toLowerCase())).toBe(true);
    expect(hasValidCrc(full.replace('010211', '010212'))).toBe(false);
    expect(hasValidCrc(full, '91')).toBe(false); // wrong CRC id
    expect(hasValidCrc(full.slice(0, -1))).toBe(false);
    expect(hasValidCrc(`${full.slice(0, -4)}XYZW`)).toBe(false);
    expect(hasValidCrc('')).toBe(false);
  });
});
