import { describe, expect, it } from 'vitest';
import { kindOf, MAX_TERMS, searchTerms } from '@/lib/domain/address/query';

const texts = (q: string) => searchTerms(q).map((t) => t.text);

describe('searchTerms', () => {
  it('drops the level words people type before names', () => {
    expect(texts('ต.สุเทพ อ.เมือง จ.เชียงใหม่ 50200')).toEqual(['สุเทพ', 'เมือง', 'เชียงใหม่', '50200']);
    expect(texts('ตำบลสุเทพ อำเภอเมืองเชียงใหม่ จังหวัดเชียงใหม่')).toEqual([
      'สุเทพ',
      'เมืองเชียงใหม่',
      'เชียงใหม่',
    ]);
    expect(texts('แขวง คลองเตย เขต คลองเตย')).toEqual(['คลองเตย']);
    expect(texts('เขตคลองเตย')).toEqual(['คลองเตย']);
    expect(texts('Tambon Suthep, Amphoe Mueang')).toEqual(['suthep', 'mueang']);
  });

  it('keeps names that only look like a level word', () => {
    expect(texts('เขตรอุดมศักดิ์')).toEqual(['เขตรอุดมศักดิ์']);
  });

  it('knows Bangkok by its short names', () => {
    expect(texts('กทม')).toEqual(['กรุงเทพมหานคร']);
    expect(texts('กรุงเทพฯ สีลม')).toEqual(['กรุงเทพมหานคร', 'สีลม']);
  });

  it('lower-cases Latin words, keeps each once and at most MAX_TERMS', () => {
    expect(texts('Khlong TOEI khlong')).toEqual(['khlong', 'toei']);
    expect(searchTerms('a b c d e f g')).toHaveLength(MAX_TERMS);
    expect(searchTerms('')).toEqual([]);
    expect(searchTerms(undefined)).toEqual([]);
    expect(searchTerms(' , ; ')).toEqual([]);
  });

  it('tells postal codes, Thai and Latin apart', () => {
    expect(kindOf('50200')).toBe('zipcode');
    expect(kindOf('สุเทพ')).toBe('thai');
    expect(kindOf('suthep')).toBe('latin');
    expect(kindOf('สุเทพ1')).toBe('mixed');
  });
});
