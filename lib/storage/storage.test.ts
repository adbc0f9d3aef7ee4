import { describe, expect, it } from 'vitest';
import { isValidKey, objectKey } from '@/lib/storage';
import { servedInline } from '@/lib/storage/files';
import { looksLikeText } from '@/lib/storage/upload';

describe('object keys', () => {
  it('are <enterprise>/<folder>/<yyyy>/<mm>/<uuid>.<ext> in Bangkok months', () => {
    expect(objectKey(3, 'bill-images', 'jpg')).toMatch(
      /^3\/bill-images\/20\d{2}\/(0[1-9]|1[0-2])\/[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}\.jpg$/,
    );
  });

  it('accept only safe segments', () => {
    expect(isValidKey('3/bill-images/2026/11/a.jpg')).toBe(true);
    for (const bad of [
      '../a',
      'a/../b',
      'a/./b',
      '/a',
      'a/',
      'a//b',
      'a\\b',
      'a/b.meta.json',
      'a b',
      'ก/x',
    ])
      expect(isValidKey(bad), bad).toBe(false);
  });
});

describe('looksLikeText', () => {
  it('tells text from binary', () => {
    expect(looksLikeText(Buffer.from('name,price\r\nเสื้อ,390.00\r\n'))).toBe(true);
    expect(looksLikeText(Buffer.from([0xaa, 0xd7, 0xe8, 0xcd, 0x2c, 0x31]))).toBe(true);
    expect(looksLikeText(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00]))).toBe(false);
    expect(looksLikeText(Buffer.from(Array.from({ length: 100 }, (_, i) => i % 32)))).toBe(false);
  });
});

describe('servedInline', () => {
  it('shows images, video and PDF; downloads the rest', () => {
    expect(servedInline('image/png')).toBe(true);
    expect(servedInline('video/mp4')).toBe(true);
    expect(servedInline('application/pdf')).toBe(true);
    expect(servedInline('image/svg+xml')).toBe(false);
    expect(servedInline('text/html')).toBe(false);
    expect(servedInline('text/csv; charset=utf-8')).toBe(false);
  });
});
