import { describe, expect, it } from 'vitest';
import { newDraftId } from '@/components/form/draft-id';

describe('newDraftId', () => {
  it('draft ids come without randomUUID too (plain http on a LAN)', () => {
    const id = newDraftId({
      getRandomValues: <T extends ArrayBufferView | null>(a: T) => {
        new Uint8Array((a as Uint8Array).buffer).fill(171);
        return a;
      },
    });
    expect(id).toBe('ab'.repeat(16));
    expect(newDraftId()).not.toBe(newDraftId());
  });
});
