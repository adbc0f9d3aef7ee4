import { describe, expect, it } from 'vitest';
import { exportHref } from '@/components/data-table/export-menu';

describe('exportHref', () => {
  it('sends the list query without page and limit, with the format', () => {
    expect(
      exportHref('/api/v1/users/export', 'xlsx', 'page=3&limit=10&sort=-username&q=ก&status=2'),
    ).toBe('/api/v1/users/export?sort=-username&q=%E0%B8%81&status=2&format=xlsx');
    expect(exportHref('/api/v1/x/export?kind=1', 'csv', '')).toBe(
      '/api/v1/x/export?kind=1&format=csv',
    );
  });
});
