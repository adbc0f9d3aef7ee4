import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { qrPath } from '@/components/liff/coupon-qr';
import {
  codeDigits,
  discountWords,
  idTokenOfFragment,
  isSixDigitCode,
  minimumWords,
  type LiffText,
} from '@/components/liff/liff-format';
import th from '@/messages/th.json';

// The member page's pure helpers: the discount in words, the fragment token, the code
// typing, and a QR code that reads back as the personal code.

const t: LiffText = (key, values = {}) => {
  let text = key
    .split('.')
    .reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], th.liffPage) as string;
  for (const [k, v] of Object.entries(values)) text = text.replace(`{${k}}`, v);
  return text;
};

const coupon = (over: Partial<Parameters<typeof discountWords>[0]> = {}) => ({
  discount_type: 1,
  discount_value: '50.00',
  max_discount: null,
  minimum_amount: '0.00',
  ...over,
});

describe('the discount in words', () => {
  it('words an amount, a percent and a capped percent', () => {
    expect(discountWords(coupon(), t, 'th')).toBe('ส่วนลด ฿50');
    expect(discountWords(coupon({ discount_type: 2, discount_value: '10.00' }), t, 'th')).toBe(
      'ส่วนลด 10%',
    );
    expect(
      discountWords(
        coupon({ discount_type: 2, discount_value: '12.50', max_discount: '1000.00' }),
        t,
        'th',
      ),
    ).toBe('ส่วนลด 12.5% สูงสุด ฿1,000');
  });

  it('words the minimum order, or its absence', () => {
    expect(minimumWords(coupon({ minimum_amount: '300.00' }), t, 'th')).toBe('เมื่อซื้อขั้นต่ำ ฿300');
    expect(minimumWords(coupon(), t, 'th')).toBe('ไม่มียอดซื้อขั้นต่ำ');
  });
});

describe('typing and the fragment', () => {
  it('reads the ID token out of the fragment only', () => {
    expect(idTokenOfFragment('#id_token=sandbox-id.abc')).toBe('sandbox-id.abc');
    expect(idTokenOfFragment('#x=1&id_token=a%2Bb')).toBe('a+b');
    expect(idTokenOfFragment('')).toBeNull();
    expect(idTokenOfFragment('#id_token=')).toBeNull();
    expect(idTokenOfFragment(`#id_token=${'x'.repeat(5000)}`)).toBeNull();
    // LIFF's own hand-over inside the LINE app is the SDK's to read.
    expect(idTokenOfFragment('#context_token=c&access_token=a&id_token=i')).toBeNull();
  });

  it('keeps six digits of a typed code', () => {
    expect(codeDigits('12 34-56 7')).toBe('123456');
    expect(isSixDigitCode('123456')).toBe(true);
    expect(isSixDigitCode('12345')).toBe(false);
    expect(isSixDigitCode('12345a')).toBe(false);
  });
});

describe('the QR code', () => {
  it('reads back as the personal code', () => {
    const code = 'NEWYEAR-7K2M9QXA';
    const { d, size } = qrPath(code);
    const scale = 4;
    const quiet = 4;
    const w = (size + quiet * 2) * scale;
    const pixels = new Uint8ClampedArray(w * w * 4).fill(255);
    for (const [, col, row, run] of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
      for (let x = 0; x < Number(run) * scale; x++)
        for (let y = 0; y < scale; y++) {
          const px = (Number(col) + quiet) * scale + x;
          const py = (Number(row) + quiet) * scale + y;
          pixels.fill(0, (py * w + px) * 4, (py * w + px) * 4 + 3);
        }
    }
    expect(jsQR(pixels, w, w)?.data).toBe(code);
  });
});
