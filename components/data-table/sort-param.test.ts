import { describe, expect, it } from 'vitest';
import { dataTableColumns } from '@/components/data-table/features';
import { sortParamFrom, sortingFromParam } from '@/components/data-table/sort-param';

interface Row {
  username: string;
  createdAt: string;
}
const col = dataTableColumns<Row>();
const columns = col.columns([
  col.accessor('username', { header: 'username', enableSorting: true }),
  // The reverse mapping finds a column by its `id`: an accessor column with a sortKey names it.
  col.accessor('createdAt', {
    id: 'createdAt',
    header: 'created',
    meta: { sortKey: 'created_at' },
  }),
]);

describe('sort parameter', () => {
  it('reads the URL sort into the table state, through a column sortKey', () => {
    expect(sortingFromParam('', columns)).toEqual([]);
    expect(sortingFromParam('username', columns)).toEqual([{ id: 'username', desc: false }]);
    expect(sortingFromParam('-created_at', columns)).toEqual([{ id: 'createdAt', desc: true }]);
    expect(sortingFromParam('-other', columns)).toEqual([{ id: 'other', desc: true }]);
  });

  it('writes the first sort of the state as the API sort field', () => {
    expect(sortParamFrom([], columns)).toBeNull();
    expect(sortParamFrom([{ id: 'username', desc: true }], columns)).toBe('-username');
    expect(sortParamFrom([{ id: 'createdAt', desc: false }], columns)).toBe('created_at');
  });
});
