import { describe, expect, it } from 'vitest';
import {
  nextMemberStatus,
  openStatus,
  phoneStaysVerified,
} from '@/lib/domain/members/member-status';

describe('member status', () => {
  it('blocks on 2 whatever the phone', () => {
    expect(nextMemberStatus({ status: 1, phoneVerified: true }, 2)).toBe(2);
    expect(nextMemberStatus({ status: 0, phoneVerified: false }, 2)).toBe(2);
  });

  it('unblocks to 1 with a verified phone and to 0 without, whichever was asked', () => {
    for (const asked of [0, 1]) {
      expect(nextMemberStatus({ status: 2, phoneVerified: true }, asked)).toBe(1);
      expect(nextMemberStatus({ status: 2, phoneVerified: false }, asked)).toBe(0);
    }
  });

  it('keeps a blocked member blocked when the edit says nothing of the status', () => {
    expect(nextMemberStatus({ status: 2, phoneVerified: true }, undefined)).toBe(2);
  });

  it('follows the phone otherwise', () => {
    expect(nextMemberStatus({ status: 1, phoneVerified: false }, undefined)).toBe(0);
    expect(nextMemberStatus({ status: 0, phoneVerified: true }, undefined)).toBe(1);
    expect(openStatus(true)).toBe(1);
    expect(openStatus(false)).toBe(0);
  });

  it('keeps the proof only while the phone stays the one proved', () => {
    const at = new Date('2026-11-01T00:00:00Z');
    expect(phoneStaysVerified(at, '0812345678', undefined)).toBe(true);
    expect(phoneStaysVerified(at, '0812345678', '0812345678')).toBe(true);
    expect(phoneStaysVerified(at, '0812345678', '0899999999')).toBe(false);
    expect(phoneStaysVerified(at, '0812345678', null)).toBe(false);
    expect(phoneStaysVerified(null, '0812345678', undefined)).toBe(false);
    expect(phoneStaysVerified(at, null, undefined)).toBe(false);
  });
});
