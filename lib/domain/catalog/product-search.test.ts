import { describe, expect, it } from 'vitest';
import {
  MAX_SEARCH_WORDS,
  productSearchSql,
  productSearchTerms,
} from '@/lib/domain/catalog/product-search';

describe('productSearchTerms', () => {
  it('has nothing to search for in a blank text', () => {
    expect(productSearchTerms(undefined)).toBeNull();
    expect(productSearchTerms('   ')).toBeNull();
    expect(productSearchSql(' ', { alias: 'p', sku: 'sku', enterpriseId: 1 })).toBeNull();
  });

  it('keeps the whole text for the SKU or barcode start and its words, each once, for the name', () => {
    expect(productSearchTerms('  serum ')).toEqual({ text: 'serum', words: ['serum'] });
    expect(productSearchTerms('ครีม  SPF50 spf50 ครีม')).toEqual({
      text: 'ครีม  SPF50 spf50 ครีม',
      words: ['ครีม', 'SPF50'],
    });
    const many = Array.from({ length: 20 }, (_, i) => `w${i}`).join(' ');
    expect(productSearchTerms(many)!.words).toHaveLength(MAX_SEARCH_WORDS);
  });

  it('matches LIKE wildcards typed by a person as themselves', () => {
    const sql = productSearchSql('50%_off', { alias: 'p', sku: 'sku', enterpriseId: 7 })!;
    expect(sql.values).toContain('%50\\%\\_off%');
    expect(sql.values).toContain('50\\%\\_off%');
    expect(sql.values).toContain(7);
  });
});
