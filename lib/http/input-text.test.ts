import { describe, expect, it } from 'vitest';
import { firstUncleanText, isCleanText } from '@/lib/http/input-text';

describe('isCleanText', () => {
  it('takes Thai, emoji, tabs and line breaks', () => {
    expect(isCleanText('ครีมกันแดด SPF50 💥')).toBe(true);
    expect(isCleanText('บ้านเลขที่ 12\r\nซอย 3\tแขวงบางรัก')).toBe(true);
    expect(isCleanText('')).toBe(true);
  });

  it('refuses NUL, other control codes, DEL and C1 codes', () => {
    for (const c of [
      '\u0000',
      '\u0001',
      '\u0008',
      '\u000B',
      '\u000C',
      '\u001B',
      '\u007F',
      '\u0085',
      '\u009F',
    ])
      expect(isCleanText(`a${c}b`)).toBe(false);
  });

  it('refuses unpaired surrogates, high or low, anywhere', () => {
    expect(isCleanText('x\uD800')).toBe(false);
    expect(isCleanText('\uDC00x')).toBe(false);
    expect(isCleanText('a\uD83Db')).toBe(false);
    expect(isCleanText('\uD83D\uDCA5')).toBe(true);
  });
});

describe('firstUncleanText', () => {
  it('names the first bad string by its path', () => {
    expect(firstUncleanText({ q: 'ok', name: 'x\u0000' }, 'query')).toBe('query.name');
    expect(firstUncleanText({ items: [{ barcode: '885' }, { barcode: '\uD800' }] }, 'body')).toBe(
      'body.items.1.barcode',
    );
    expect(firstUncleanText(['a', ['b', 'c\u0007']], 'body')).toBe('body.1.1');
    expect(firstUncleanText('x\u0000', 'body')).toBe('body');
  });

  it('checks property names, and names them without the raw character', () => {
    expect(firstUncleanText({ 'a\u0000': 1 }, 'body')).toBe('body.a\\u0000');
  });

  it('leaves numbers, booleans, null and files alone', () => {
    const file = new File([new Uint8Array([0, 1, 2])], 'bill\u0000.jpg');
    expect(firstUncleanText({ n: 1, b: true, z: null, file }, 'body')).toBeNull();
  });

  it('refuses a nesting deeper than any real body instead of walking it', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 100; i++) deep = [deep];
    expect(firstUncleanText(deep, 'body')).not.toBeNull();
  });
});
