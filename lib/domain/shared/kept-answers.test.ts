import { describe, expect, it } from 'vitest';
import { KeptAnswers } from '@/lib/domain/shared/kept-answers';

type A = { weight: number; at: number };
const store = () => new KeptAnswers<A>(10, 6, (a, b) => a.at > b.at);

describe('kept answers', () => {
  it('lets the least recently kept or served go first when over the rows in all', () => {
    const k = store();
    const a = { weight: 4, at: 1 };
    k.keep('a', a);
    k.keep('b', { weight: 4, at: 1 });
    k.served('a', a);
    k.keep('c', { weight: 4, at: 1 });
    expect(k.get('b')).toBeUndefined();
    expect(k.get('a')).toBe(a);
    expect(k.get('c')).toBeDefined();
  });

  it('never keeps one answer over the most one may hold', () => {
    const k = store();
    k.keep('big', { weight: 7, at: 1 });
    expect(k.get('big')).toBeUndefined();
  });

  it('does not let an older answer replace a newer one, and frees what it drops', () => {
    const k = store();
    const newer = { weight: 5, at: 2 };
    k.keep('x', newer);
    k.keep('x', { weight: 5, at: 1 });
    expect(k.get('x')).toBe(newer);
    k.drop('x');
    k.keep('y', { weight: 6, at: 1 });
    k.keep('z', { weight: 4, at: 1 });
    expect(k.get('y')).toBeDefined();
    expect(k.get('z')).toBeDefined();
  });
});
