import { describe, expect, it } from 'vitest';
import { escapeLike } from '@/lib/db';
import { classifyOrderSearch } from '@/lib/domain/orders/search';

describe('classifyOrderSearch', () => {
  it('has nothing to search for blank text', () => {
    expect(classifyOrderSearch(undefined)).toBeNull();
    expect(classifyOrderSearch('')).toBeNull();
    expect(classifyOrderSearch('   ')).toBeNull();
  });

  it('reads an order number or its prefix, any case, as a prefix of order_number', () => {
    expect(classifyOrderSearch('SO2611')).toEqual({
      kind: 'orderNumber',
      pattern: 'SO2611%',
      indexed: true,
    });
    expect(classifyOrderSearch(' so2611200042 ')).toEqual({
      kind: 'orderNumber',
      pattern: 'SO2611200042%',
      indexed: true,
    });
    expect(classifyOrderSearch('So26112')).toMatchObject({ pattern: 'SO26112%' });
  });

  it('does not take "SO" alone or SO with letters for an order number', () => {
    expect(classifyOrderSearch('SO')).toMatchObject({ kind: 'text', pattern: 'SO%' });
    expect(classifyOrderSearch('SOMCHAI')).toMatchObject({ kind: 'text', pattern: '%SOMCHAI%' });
  });

  it('matches a whole Thai phone number typed any way as the start of the national form', () => {
    for (const q of [
      '081-234-5678',
      '0812345678',
      '+66812345678',
      '+66 81 234 5678',
      '081 234 5678',
    ]) {
      expect(classifyOrderSearch(q), q).toMatchObject({
        kind: 'digits',
        phonePrefix: '0812345678%',
      });
    }
    expect(classifyOrderSearch('081-234-5678')).toEqual({
      kind: 'digits',
      phonePrefix: '0812345678%',
      phoneSuffixReversed: '8765432180%',
      numberPrefix: '0812345678%',
      indexed: true,
    });
  });

  it('matches the last digits of a phone, and the start of a phone, tracking or platform number', () => {
    expect(classifyOrderSearch('5678')).toEqual({
      kind: 'digits',
      phonePrefix: '5678%',
      phoneSuffixReversed: '8765%',
      numberPrefix: '5678%',
      indexed: true,
    });
    // The start of a number typed with the country code is the start of the national form.
    expect(classifyOrderSearch('+66 81 234')).toMatchObject({
      kind: 'digits',
      phonePrefix: '081234%',
      numberPrefix: '6681234%',
    });
    expect(classifyOrderSearch('2411200123456789')).toMatchObject({
      kind: 'digits',
      numberPrefix: '2411200123456789%',
    });
  });

  it('looks up no index for fewer than four digits', () => {
    expect(classifyOrderSearch('081')).toMatchObject({ kind: 'digits', indexed: false });
    expect(classifyOrderSearch('0812')).toMatchObject({ kind: 'digits', indexed: true });
    expect(classifyOrderSearch('-')).toMatchObject({ kind: 'text', pattern: '-%', indexed: false });
  });

  it('searches a name containing the text, or a tracking or platform id starting with it', () => {
    expect(classifyOrderSearch('สมชาย')).toEqual({
      kind: 'text',
      pattern: '%สมชาย%',
      numberPrefix: 'สมชาย%',
      nameStart: null,
      caseInsensitive: false,
      indexed: true,
    });
    expect(classifyOrderSearch('ef 5825-6815 1th')).toMatchObject({
      numberPrefix: 'EF582568151TH%',
    });
    expect(classifyOrderSearch('EF582568151TH')).toMatchObject({
      pattern: '%EF582568151TH%',
      numberPrefix: 'EF582568151TH%',
      nameStart: null,
      caseInsensitive: true,
      indexed: true,
    });
    expect(classifyOrderSearch('kex')).toMatchObject({ pattern: '%kex%', caseInsensitive: true });
  });

  it('takes a text of several words for the start of a name', () => {
    expect(classifyOrderSearch(' กนกวรรณ  สิทธิ ')).toEqual({
      kind: 'text',
      pattern: '%กนกวรรณ  สิทธิ%',
      numberPrefix: 'กนกวรรณสิทธิ%',
      nameStart: 'กนกวรรณ  สิทธิ',
      caseInsensitive: false,
      indexed: true,
    });
    expect(classifyOrderSearch('Somchai J.')).toMatchObject({
      nameStart: 'Somchai J.',
      caseInsensitive: true,
      indexed: true,
    });
    // A b-tree range needs no trigram: even short words are looked up.
    expect(classifyOrderSearch('a-b c')).toMatchObject({ nameStart: 'a-b c', indexed: true });
  });

  it('matches shorter texts only from the start, counting characters, not bytes', () => {
    expect(classifyOrderSearch('สม')).toMatchObject({
      kind: 'text',
      pattern: 'สม%',
      indexed: false,
    });
    expect(classifyOrderSearch('ab')).toMatchObject({ kind: 'text', pattern: 'ab%' });
    expect(classifyOrderSearch('สมช')).toMatchObject({
      kind: 'text',
      pattern: '%สมช%',
      indexed: true,
    });
  });

  it('escapes LIKE wildcards so they match themselves', () => {
    expect(classifyOrderSearch('50%_off')).toMatchObject({ pattern: '%50\\%\\_off%' });
    expect(classifyOrderSearch('a\\b')).toMatchObject({ pattern: '%a\\\\b%' });
    expect(classifyOrderSearch('100% cotton')).toMatchObject({ nameStart: '100% cotton' });
    expect(escapeLike('%_\\')).toBe('\\%\\_\\\\');
  });
});
