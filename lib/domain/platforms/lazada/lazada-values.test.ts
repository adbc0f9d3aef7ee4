import { describe, expect, it } from 'vitest';
import {
  lazadaIsoTime,
  lazadaSatang,
  parseLazadaTime,
} from '@/lib/domain/platforms/lazada/lazada-values';

describe('Lazada times', () => {
  it('reads every spelling Lazada uses', () => {
    const at = new Date('2018-02-09T14:44:30Z');
    expect(parseLazadaTime('2018-02-09T22:44:30+08:00')).toEqual(at);
    expect(parseLazadaTime('2018-02-09 22:44:30 +0800')).toEqual(at);
    expect(parseLazadaTime(String(at.getTime()))).toEqual(at);
    expect(parseLazadaTime(at.getTime() / 1000)).toEqual(at);
    expect(parseLazadaTime('')).toBeNull();
    expect(parseLazadaTime('null')).toBeNull();
    expect(parseLazadaTime('soon')).toBeNull();
  });

  it('writes ISO-8601 to the second in Thai time', () => {
    expect(lazadaIsoTime(new Date('2026-11-27T17:30:05.900Z'))).toBe('2026-11-28T00:30:05+07:00');
  });
});

describe('lazadaSatang', () => {
  it('reads amounts as text or numbers, absent as zero', () => {
    expect(lazadaSatang('89.10')).toBe(BigInt(8910));
    expect(lazadaSatang(32)).toBe(BigInt(3200));
    expect(lazadaSatang(undefined)).toBe(BigInt(0));
    expect(lazadaSatang('null')).toBe(BigInt(0));
  });
});
