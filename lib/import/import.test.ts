import { describe, expect, it } from 'vitest';
import { cellText, chunk, decodeCsv, normaliseHeader } from '@/lib/import';

describe('normaliseHeader', () => {
  it('ignores case, spaces, underscores, hyphens, stars and a BOM', () => {
    expect(normaliseHeader(' Sale_Price * ')).toBe('saleprice');
    expect(normaliseHeader('\uFEFFSKU')).toBe('sku');
    expect(normaliseHeader('ราคา ขาย')).toBe(normaliseHeader('ราคาขาย'));
    expect(normaliseHeader('unit-name')).toBe('unitname');
  });
});

describe('cellText', () => {
  it('reads every kind of XLSX cell as text', () => {
    expect(cellText(null)).toBe('');
    expect(cellText(390.5)).toBe('390.5');
    expect(cellText(8851234567890)).toBe('8851234567890');
    expect(cellText(true)).toBe('true');
    expect(cellText(new Date('2026-11-20T00:00:00Z'))).toBe('2026-11-20');
    expect(cellText(new Date('2026-11-20T08:15:00Z'))).toBe('2026-11-20 08:15:00');
    expect(cellText({ richText: [{ text: 'เสื้อ' }, { text: 'ยืด' }] })).toBe('เสื้อยืด');
    expect(cellText({ formula: 'A1*2', result: 10 })).toBe('10');
    expect(cellText({ text: 'link', hyperlink: 'http://x' })).toBe('link');
    expect(cellText({ error: '#N/A' })).toBe('');
  });
});

describe('decodeCsv', () => {
  it('reads UTF-8 with or without a BOM, else the Thai Windows code page', () => {
    expect(decodeCsv(Buffer.from('\uFEFFชื่อ,ราคา'))).toBe('ชื่อ,ราคา');
    expect(decodeCsv(Buffer.from('ชื่อ'))).toBe('ชื่อ');
    expect(decodeCsv(Buffer.from([0xaa, 0xd7, 0xe8, 0xcd]))).toBe('ชื่อ');
  });
});

describe('chunk', () => {
  it('cuts rows into parts', () => {
    expect(chunk([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunk([], 2)).toEqual([]);
  });
});
