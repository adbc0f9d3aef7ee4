import { describe, expect, it } from 'vitest';
import { dedupeKeyOf, jobIdFor, outboxJobKey } from '@/lib/queue/job-id';

describe('jobIdFor', () => {
  it('makes ids BullMQ accepts: no ":" and never an integer', () => {
    for (const key of ['password-reset:42', 'a:b:c', '42', '-7', 'plain', '%3A', '%N1', '007']) {
      const id = jobIdFor(key);
      expect(id).not.toContain(':');
      expect(`${parseInt(id, 10)}`).not.toBe(id);
    }
  });

  it('is one-to-one and reversible', () => {
    const keys = [
      'password-reset:42',
      'password-reset%3A42',
      'password-reset%253A42',
      '42',
      '%N42',
      'a:b',
      'a%3Ab',
      ':',
      '%',
      '',
    ];
    const ids = keys.map(jobIdFor);
    expect(new Set(ids).size).toBe(keys.length);
    for (const key of keys) expect(dedupeKeyOf(jobIdFor(key))).toBe(key);
  });

  it('is stable: the same key always gives the same id', () => {
    expect(jobIdFor('password-reset:7')).toBe(jobIdFor('password-reset:7'));
    expect(jobIdFor('password-reset:7')).toBe('password-reset%3A7');
  });
});

describe('outboxJobKey', () => {
  it('is the dedupe key and the row creation time: equal for one row, different for a re-created one', () => {
    const row = { dedupeKey: 'password-reset:1', createdAt: new Date('2026-01-02T03:04:05.678Z') };
    expect(outboxJobKey(row)).toBe(`password-reset:1@${row.createdAt.getTime()}`);
    expect(outboxJobKey({ ...row })).toBe(outboxJobKey(row));
    expect(outboxJobKey({ ...row, createdAt: new Date(row.createdAt.getTime() + 1) })).not.toBe(
      outboxJobKey(row),
    );
    expect(dedupeKeyOf(jobIdFor(outboxJobKey(row)))).toBe(outboxJobKey(row));
  });
});
