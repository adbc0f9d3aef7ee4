import { describe, expect, it } from 'vitest';
import { encodeTlv, withCrc } from '@/lib/domain/payments/emvco';
import { promptPayPayload } from '@/lib/domain/payments/promptpay-qr';
import { parseSlipQr, slipQrPayload } from '@/lib/domain/payments/slip-qr';

// Published payloads, from github.com/maythiwat/promptparse, src/index.test.ts
// ("Generate Slip Verify" and "Validate Slip Verify (Valid)"). The layout itself is described
// in slip-qr.ts with its sources.
const PROMPTPARSE_GENERATED_002 = '004000060000010103002021900021231231212000115102TH91049C30';
const PROMPTPARSE_VALID_014 = '004100060000010103014022000111222233344ABCD125102TH910417DF';

/** A slip-like payload built field by field, for the cases the builder refuses to write. */
const build = (inner: { id: string; value: string }[], rest = '5102TH') =>
  withCrc(encodeTlv([{ id: '00', value: encodeTlv(inner) }]) + rest, '91');

describe('slip QR against published examples', () => {
  it('[promptparse] writes the same payload for 002 / 0002123123121200011', () => {
    expect(slipQrPayload({ sendingBank: '002', transRef: '0002123123121200011' })).toBe(
      PROMPTPARSE_GENERATED_002,
    );
  });

  it('[promptparse] reads bank 014 and its reference', () => {
    expect(parseSlipQr(PROMPTPARSE_VALID_014)).toEqual({
      sendingBank: '014',
      transRef: '00111222233344ABCD12',
    });
    expect(parseSlipQr(PROMPTPARSE_GENERATED_002)).toEqual({
      sendingBank: '002',
      transRef: '0002123123121200011',
    });
  });
});

describe('parseSlipQr', () => {
  it('round-trips KBank and SCB slips built with our encoder', () => {
    for (const slip of [
      { sendingBank: '004', transRef: '015278220959BPP13419' },
      { sendingBank: '014', transRef: '2024112012345678901234567' }, // 25 characters
      { sendingBank: '006', transRef: 'A' },
    ]) {
      const payload = slipQrPayload(slip);
      expect(payload.slice(-8, -4)).toBe('9104');
      expect(payload).toContain('5102TH');
      expect(parseSlipQr(payload)).toEqual(slip);
    }
  });

  it('refuses a wrong or missing CRC', () => {
    const good = slipQrPayload({ sendingBank: '004', transRef: '015278220959BPP13419' });
    expect(parseSlipQr(`${good.slice(0, -4)}0000`)).toBeNull();
    expect(parseSlipQr(good.replace('BPP13419', 'BPP13418'))).toBeNull(); // same length, new ref
    expect(parseSlipQr(good.replace('01030040', '01030140'))).toBeNull(); // another bank
    expect(parseSlipQr(good.slice(0, -8))).toBeNull(); // no tag 91
    expect(parseSlipQr(PROMPTPARSE_VALID_014.replace('17DF', '17DE'))).toBeNull();
  });

  it('takes a CRC in lowercase and whitespace around the text', () => {
    const good = slipQrPayload({ sendingBank: '004', transRef: '015278220959BPP13419' });
    expect(parseSlipQr(`  ${good.slice(0, -4)}${good.slice(-4).toLowerCase()}\r\n`)).toEqual({
      sendingBank: '004',
      transRef: '015278220959BPP13419',
    });
  });

  it('pads back a CRC whose leading zeros a bank app dropped', () => {
    // Find a reference whose CRC starts with 0, then drop that zero as some bank apps do.
    let n = 0;
    let payload = slipQrPayload({ sendingBank: '004', transRef: 'REF0' });
    while (payload.at(-4) !== '0')
      payload = slipQrPayload({ sendingBank: '004', transRef: `REF${++n}` });
    const short = payload.slice(0, -4) + payload.slice(-3);
    expect(parseSlipQr(short)).toEqual({ sendingBank: '004', transRef: `REF${n}` });
    // The padded CRC must still be right.
    const wrong = payload.slice(0, -1) + (payload.at(-1) === 'F' ? 'E' : 'F');
    expect(parseSlipQr(wrong.slice(0, -4) + wrong.slice(-3))).toBeNull();
  });

  it('is null for a PromptPay QR and for text that is not TLV', () => {
    expect(parseSlipQr(promptPayPayload({ target: '0812345678', amount: '100.00' }))).toBeNull();
    expect(parseSlipQr('https://example.com/slip')).toBeNull();
    expect(parseSlipQr('')).toBeNull();
  });

  it('is null when a field is not what a slip QR carries, even with a good CRC', () => {
    const ok = [
      { id: '00', value: '000001' },
      { id: '01', value: '004' },
      { id: '02', value: '015278220959BPP13419' },
    ];
    expect(parseSlipQr(build(ok))).not.toBeNull(); // the control
    expect(parseSlipQr(build(ok, ''))).not.toBeNull(); // no tag 51: still read (inferred)
    expect(parseSlipQr(build(ok, '5102US'))).toBeNull(); // another country
    expect(parseSlipQr(build([{ id: '00', value: '000002' }, ok[1]!, ok[2]!]))).toBeNull();
    expect(parseSlipQr(build([ok[1]!, ok[2]!]))).toBeNull(); // no API id
    expect(parseSlipQr(build([ok[0]!, { id: '01', value: '04' }, ok[2]!]))).toBeNull();
    expect(parseSlipQr(build([ok[0]!, { id: '01', value: 'KBK' }, ok[2]!]))).toBeNull();
    expect(parseSlipQr(build([ok[0]!, ok[1]!]))).toBeNull(); // no reference
    expect(parseSlipQr(build([ok[0]!, ok[1]!, { id: '02', value: 'REF 1' }]))).toBeNull();
    expect(parseSlipQr(build([ok[0]!, ok[1]!, { id: '02', value: 'R'.repeat(26) }]))).toBeNull();
    expect(parseSlipQr(build([...ok, ok[1]!]))).toBeNull(); // repeated sub-tag
    expect(parseSlipQr(withCrc('0006000001' + '5102TH', '91'))).toBeNull(); // 00 not a template
    // CRC under the PromptPay id 63 instead of 91.
    const inner = encodeTlv([{ id: '00', value: encodeTlv(ok) }]) + '5102TH';
    expect(parseSlipQr(withCrc(inner, '63'))).toBeNull();
  });

  it('refuses to write a bank code or reference of the wrong shape', () => {
    expect(() => slipQrPayload({ sendingBank: '4', transRef: 'ABC' })).toThrow(RangeError);
    expect(() => slipQrPayload({ sendingBank: '004', transRef: '' })).toThrow(RangeError);
    expect(() => slipQrPayload({ sendingBank: '004', transRef: 'A-1' })).toThrow(RangeError);
  });
});
