import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import th from '@/messages/th.json';
import { errorTitleKey } from '@/components/ui/feedback';

const get = (tree: unknown, key: string): unknown =>
  key.split('.').reduce<unknown>((acc, k) => (acc as Record<string, unknown>)?.[k], tree);

describe('errorTitleKey', () => {
  it('names the generic failure of what the person was doing', () => {
    expect(errorTitleKey('POST')).toBe('errors.common.createFailed');
    expect(errorTitleKey('PUT')).toBe('errors.common.updateFailed');
    expect(errorTitleKey('patch')).toBe('errors.common.updateFailed');
    expect(errorTitleKey('DELETE')).toBe('errors.common.deleteFailed');
    expect(errorTitleKey('GET')).toBe('feedback.errorTitle');
  });

  it('every title is translated in both languages', () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'GET']) {
      for (const tree of [th, en]) expect(typeof get(tree, errorTitleKey(method))).toBe('string');
    }
  });
});
