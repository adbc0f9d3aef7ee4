import { describe, expect, it } from 'vitest';
import {
  createProductInput,
  moneyInput,
  normaliseMoney,
  platformFromSlug,
  platformProductListQuery,
  productListQuery,
  skuInput,
  tagsInput,
  updateProductInput,
} from '@/lib/domain/catalog/schemas';
import { containsPattern, escapeLike } from '@/lib/db';

describe('money', () => {
  it('is a decimal string with two places, from text or a plain number', () => {
    expect(normaliseMoney('390')).toBe('390.00');
    expect(normaliseMoney('0007.5')).toBe('7.50');
    expect(moneyInput.parse(' 12.5 ')).toBe('12.50');
    expect(moneyInput.parse(12.25)).toBe('12.25');
    expect(moneyInput.parse('999999999999.99')).toBe('999999999999.99');
  });

  it('refuses negatives, three places, exponents, floats that are not what they look like', () => {
    for (const bad of [
      '-1',
      '1.234',
      '1e3',
      '',
      'abc',
      '1,000',
      0.1 + 0.2,
      Number.NaN,
      '1000000000000',
    ])
      expect(moneyInput.safeParse(bad).success, String(bad)).toBe(false);
  });
});

describe('product input', () => {
  it('takes a SKU of letters (Thai too), digits and . _ - / # +, without spaces', () => {
    for (const ok of ['SERUM-30', 'a.b_c/d#1+2', 'เซรั่ม30', 'ครีม-๑'])
      expect(skuInput.safeParse(ok).success, ok).toBe(true);
    for (const bad of ['', 'has space', 'x'.repeat(61), 'a,b', 'semi;colon'])
      expect(skuInput.safeParse(bad).success, bad).toBe(false);
  });

  it('merges duplicate tags in any case and drops blanks', () => {
    expect(tagsInput.parse(['ใหม่', ' New ', 'new', '', 'ใหม่'])).toEqual(['ใหม่', 'New']);
    expect(tagsInput.safeParse(Array(21).fill('x')).success).toBe(false);
  });

  it('reads form text: sizes with two places at most, whole grams, blanks as null', () => {
    const parsed = createProductInput.parse({
      pn: 'A-1',
      name: 'ชื่อ',
      price: '10',
      width: '10.5',
      height: '',
      depth: 3,
      weight: '150',
      barcode: '',
      unit_name: '',
    });
    expect(parsed).toMatchObject({
      price: '10.00',
      width: 10.5,
      height: null,
      depth: 3,
      weight: 150,
      barcode: null,
      unit_name: null,
      tags: [],
    });
    expect(createProductInput.safeParse({ pn: 'A', name: 'x', width: '1.234' }).success).toBe(
      false,
    );
    expect(createProductInput.safeParse({ pn: 'A', name: 'x', weight: '1.5' }).success).toBe(false);
    expect(updateProductInput.parse({})).toEqual({});
    expect(updateProductInput.parse({ active: false })).toEqual({ active: false });
  });
});

describe('list queries', () => {
  it('hide archived products unless asked', () => {
    expect(productListQuery.parse({}).active).toBe('true');
    expect(productListQuery.parse({ active: 'all' }).active).toBe('all');
    expect(productListQuery.safeParse({ sort: 'enterprise_id' }).success).toBe(false);
  });

  it('take a platform code filter or "all"', () => {
    expect(platformProductListQuery.parse({ status: 'all', mapping_status: '2' })).toMatchObject({
      status: 'all',
      mapping_status: 2,
    });
    expect(platformProductListQuery.safeParse({ status: '9' }).success).toBe(false);
    expect(platformFromSlug('shopee')).toBe(3);
    expect(platformFromSlug('__proto__')).toBeNull();
  });

  it('escape LIKE wildcards in a search', () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
    expect(containsPattern('a%')).toBe('%a\\%%');
  });
});
