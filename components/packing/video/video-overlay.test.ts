import { describe, expect, it } from 'vitest';
import { bangkokStamp, clock, overlayLines } from '@/components/packing/video/video-overlay';

describe('the packing video overlay', () => {
  it('stamps Bangkok time whatever the clock of the station', () => {
    expect(bangkokStamp(Date.UTC(2026, 10, 20, 17, 30, 5))).toBe('2026-11-21 00:30:05');
    expect(bangkokStamp(Date.UTC(2026, 11, 31, 16, 59, 59))).toBe('2026-12-31 23:59:59');
    expect(bangkokStamp(Date.UTC(2026, 11, 31, 17, 0, 0))).toBe('2027-01-01 00:00:00');
  });

  it('counts the recording up to five minutes', () => {
    expect([0, 999, 1000, 61_500, 300_000, -5].map(clock)).toEqual([
      '0:00',
      '0:00',
      '0:01',
      '1:01',
      '5:00',
      '0:00',
    ]);
  });

  it('names the order, the packer and the time', () => {
    const start = Date.UTC(2026, 10, 21, 3, 0, 0);
    expect(
      overlayLines({
        orderNumber: 'SO-2611-000123',
        packer: 'สมชาย ใจดี',
        labels: { order: 'ออเดอร์', packer: 'ผู้แพ็ค' },
        startedAt: start,
        now: start + 83_000,
      }),
    ).toEqual(['ออเดอร์ SO-2611-000123', 'ผู้แพ็ค สมชาย ใจดี', '2026-11-21 10:01:23  ●REC 1:23']);
  });
});
