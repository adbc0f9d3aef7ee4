import { describe, expect, it } from 'vitest';
import { findPage } from '@/lib/domain/shared/find-page';
import { ALL_CAP } from '@/lib/domain/shared/list-query';

describe('findPage', () => {
  it('reads the window of the page asked for and answers it with the total', async () => {
    const windows: unknown[] = [];
    const page = await findPage(
      { page: 3, limit: 20 },
      {
        rows: async (window) => (windows.push(window), ['a', 'b']),
        total: async () => 42,
      },
    );
    expect(windows).toEqual([{ skip: 40, take: 20 }]);
    expect(page).toEqual({ rows: ['a', 'b'], total: 42, page: 3, limit: 20 });
  });

  it('answers every match up to the cap as page 1 for a picker (all=1)', async () => {
    const windows: unknown[] = [];
    const page = await findPage(
      { page: 5, limit: 10, all: 1 },
      { rows: async (window) => (windows.push(window), [1]), total: async () => 900 },
    );
    expect(windows).toEqual([{ skip: 0, take: ALL_CAP }]);
    expect(page).toEqual({ rows: [1], total: 900, page: 1, limit: ALL_CAP });
  });

  it('reads the rows and the total at the same time', async () => {
    let resolveRows!: (rows: number[]) => void;
    let totalAsked = false;
    const pending = findPage(
      { page: 1, limit: 10 },
      {
        rows: () => new Promise<number[]>((resolve) => (resolveRows = resolve)),
        total: async () => ((totalAsked = true), 1),
      },
    );
    await Promise.resolve();
    expect(totalAsked).toBe(true);
    resolveRows([7]);
    expect((await pending).rows).toEqual([7]);
  });
});
