import { describe, expect, it } from 'vitest';
import { AppError } from '@/lib/errors';
import {
  instantsOf,
  normalizeWmsSummaryQuery,
  wmsSummaryKey,
  wmsSummaryQuery,
} from '@/lib/domain/reports/wms-summary/schemas';
import { memoryWmsSummaryStore } from '@/lib/domain/reports/wms-summary/result-store';

// 2026-11-19T18:00:00Z is 2026-11-20 01:00 in Bangkok.
const now = new Date('2026-11-19T18:00:00Z');

describe('the WMS summary query', () => {
  it('defaults to the current Bangkok month up to today', () => {
    expect(normalizeWmsSummaryQuery(wmsSummaryQuery.parse({}), now)).toEqual({
      start_date: '2026-11-01',
      end_date: '2026-11-20',
      storage_id: null,
    });
  });

  it('fills a missing end with today, a missing start with the 1st of the end month', () => {
    const q = (v: Record<string, string>) =>
      normalizeWmsSummaryQuery(wmsSummaryQuery.parse(v), now);
    expect(q({ start_date: '2026-11-05' })).toMatchObject({
      start_date: '2026-11-05',
      end_date: '2026-11-20',
    });
    expect(q({ start_date: '2026-12-02' })).toMatchObject({
      start_date: '2026-12-02',
      end_date: '2026-12-02',
    });
    expect(q({ end_date: '2026-10-15' })).toMatchObject({
      start_date: '2026-10-01',
      end_date: '2026-10-15',
    });
    expect(q({ start_date: '', end_date: '', storage_id: '7' })).toMatchObject({ storage_id: 7 });
  });

  it('refuses more than 31 days and an end before the start', () => {
    const q = (v: Record<string, string>) => () =>
      normalizeWmsSummaryQuery(wmsSummaryQuery.parse(v), now);
    expect(q({ start_date: '2026-10-01', end_date: '2026-10-31' })).not.toThrow();
    expect(q({ start_date: '2026-10-01', end_date: '2026-11-01' })).toThrow(
      expect.objectContaining({ key: 'order.dateRangeTooLong' }) as AppError,
    );
    expect(q({ start_date: '2026-10-05', end_date: '2026-10-04' })).toThrow(
      expect.objectContaining({ key: 'common.invalidParameter' }) as AppError,
    );
    expect(wmsSummaryQuery.safeParse({ start_date: '2026-02-30' }).success).toBe(false);
    expect(wmsSummaryQuery.safeParse({ storage_id: '0' }).success).toBe(false);
  });

  it('covers Bangkok days as instants and keys enterprise and query', () => {
    const range = { start_date: '2026-11-01', end_date: '2026-11-02', storage_id: null };
    expect(instantsOf(range)).toEqual({
      gte: new Date('2026-10-31T17:00:00Z'),
      lt: new Date('2026-11-02T17:00:00Z'),
    });
    expect(wmsSummaryKey(3, range)).toBe('v1:3:2026-11-01:2026-11-02:all');
    expect(wmsSummaryKey(3, { ...range, storage_id: 9 })).toBe('v1:3:2026-11-01:2026-11-02:9');
  });
});

describe('the memory store', () => {
  it('holds one run per key until released or its lease ends, and expires results', async () => {
    let t = 0;
    const store = memoryWmsSummaryStore(() => t);
    expect(await store.claimRun('k', 'a', 100)).toBe(true);
    expect(await store.claimRun('k', 'b', 100)).toBe(false);
    await store.releaseRun('k', 'b');
    expect(await store.runOf('k')).toBe('a');
    await store.releaseRun('k', 'a');
    expect(await store.claimRun('k', 'b', 100)).toBe(true);
    t = 100;
    expect(await store.claimRun('k', 'c', 100)).toBe(true);

    await store.putResult('k', { fingerprint: 'f', computed_at: 'x', rows: [] }, 50);
    expect(await store.getResult('k')).toMatchObject({ fingerprint: 'f' });
    t = 150;
    expect(await store.getResult('k')).toBeNull();
  });
});
