import { describe, expect, it } from 'vitest';
import th from '@/messages/th.json';
import en from '@/messages/en.json';
import { ERROR_STATUS } from '@/lib/errors';

type Tree = { [k: string]: string | Tree };
const flat = (o: Tree, prefix = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) =>
    typeof v === 'object' ? flat(v, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
const get = (o: Tree, key: string): unknown =>
  key.split('.').reduce<unknown>((acc, k) => (acc as Tree | undefined)?.[k], o);

describe('messages', () => {
  it('th.json and en.json have the same keys', () => {
    const a = new Set(flat(th as Tree));
    const b = new Set(flat(en as Tree));
    expect([...a].filter((k) => !b.has(k))).toEqual([]);
    expect([...b].filter((k) => !a.has(k))).toEqual([]);
  });

  it('has no empty string', () => {
    for (const tree of [th, en] as Tree[]) {
      expect(flat(tree).filter((k) => String(get(tree, k)).trim() === '')).toEqual([]);
    }
  });

  it('translates every key of the error catalogue', () => {
    for (const tree of [th, en] as Tree[]) {
      expect(
        Object.keys(ERROR_STATUS).filter((key) => typeof get(tree, `errors.${key}`) !== 'string'),
      ).toEqual([]);
    }
  });

  it('writes Thai in th.json', () => {
    const thai = /[\u0E00-\u0E7F]/;
    const values = flat(th as Tree).map((k) => String(get(th as Tree, k)));
    const share = values.filter((v) => thai.test(v)).length / values.length;
    expect(share).toBeGreaterThan(0.8);
  });
});
