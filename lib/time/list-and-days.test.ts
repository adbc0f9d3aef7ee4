import { describe, expect, it } from 'vitest';
import { parseSort, sortParam } from '@/lib/domain/shared/list-query';
import { bangkokRange, dayStartUtc } from '@/lib/time/bangkok-days';
import { userListQuery } from '@/lib/domain/admin/schemas';

describe('list query', () => {
  it('defaults page and limit, treats blank values as absent and caps the limit', () => {
    expect(userListQuery.parse({})).toMatchObject({ page: 1, limit: 10 });
    expect(userListQuery.parse({ page: '', limit: '', status: '', group_id: '', q: '' })).toEqual({
      page: 1,
      limit: 10,
    });
    expect(userListQuery.safeParse({ limit: '101' }).success).toBe(false);
    expect(userListQuery.parse({ limit: '100', q: '  ab ' })).toMatchObject({
      limit: 100,
      q: 'ab',
    });
  });

  it('sorts only by the listed fields', () => {
    const s = sortParam(['username', 'created_at'] as const);
    expect(s.parse('-created_at')).toBe('-created_at');
    expect(s.safeParse('password_hash').success).toBe(false);
    expect(parseSort<'username' | 'created_at'>(undefined, '-created_at')).toEqual({
      field: 'created_at',
      desc: true,
    });
    expect(parseSort<'username' | 'created_at'>('username', '-created_at')).toEqual({
      field: 'username',
      desc: false,
    });
  });
});

describe('Bangkok days', () => {
  it('start at 00:00 Bangkok time (17:00 UTC the day before)', () => {
    expect(dayStartUtc('2026-11-01')?.toISOString()).toBe('2026-10-31T17:00:00.000Z');
    expect(dayStartUtc('2026-02-30')).toBeNull();
  });

  it('cover start to end inclusive, at most 31 days', () => {
    expect(bangkokRange('2026-11-01', '2026-11-30')).toEqual({
      gte: new Date('2026-10-31T17:00:00.000Z'),
      lt: new Date('2026-11-30T17:00:00.000Z'),
    });
    expect(bangkokRange('2026-12-01', '2026-12-31')).toBeTruthy();
    expect(() => bangkokRange('2026-12-01', '2027-01-01')).toThrow(
      expect.objectContaining({ key: 'order.dateRangeTooLong' }),
    );
    expect(() => bangkokRange('2026-12-02', '2026-12-01')).toThrow(
      expect.objectContaining({ key: 'common.invalidParameter' }),
    );
    expect(bangkokRange(undefined, undefined)).toBeUndefined();
    expect(bangkokRange('2026-12-01')).toEqual({ gte: new Date('2026-11-30T17:00:00.000Z') });
  });
});
