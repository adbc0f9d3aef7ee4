import { describe, expect, it } from 'vitest';
import { packingLines, storageSelectOptions } from '@/components/wms/inventory/storage-option';

const storages = [
  { id: 1, name: 'Zeta', kind: 1, line: null, active: true },
  { id: 2, name: 'Line stage B', kind: 2, line: 'B', active: true },
  { id: 3, name: 'Alpha', kind: 1, line: null, active: true },
  { id: 4, name: 'Somchai', kind: 3, line: null, active: true },
  { id: 5, name: 'Line stage A', kind: 2, line: 'A', active: false },
  { id: 6, name: 'Line stage A2', kind: 2, line: 'A', active: true },
];

describe('storageSelectOptions', () => {
  it('lists normal storages first by name, then lines, then holdings, naming the kind', () => {
    const options = storageSelectOptions(storages, (k) => `k${k}`);
    expect(options.map((o) => o.value)).toEqual([3, 1, 5, 6, 2, 4]);
    expect(options[0]!.label).toBe('Alpha');
    expect(options.at(-1)!.label).toBe('Somchai (k3)');
  });
});

describe('storage names in one order on the server and in the browser', () => {
  // Sorted with the runtime's own locale, an English server put the Latin name first and a
  // Thai browser put it last: the page the server sent did not hydrate.
  const mixed = [
    { id: 1, name: 'Annex', kind: 1, line: null, active: true },
    { id: 2, name: 'คลังสำรอง', kind: 1, line: null, active: true },
    { id: 3, name: 'คลังหลัก', kind: 1, line: null, active: true },
    { id: 4, name: 'Line 10', kind: 2, line: 'L10', active: true },
    { id: 5, name: 'Line 2', kind: 2, line: 'L2', active: true },
  ];

  it('sorts by Thai collation whatever the default locale (Thai before Latin, numbers by value)', () => {
    expect(storageSelectOptions(mixed, (k) => `k${k}`).map((o) => o.value)).toEqual([
      2, 3, 1, 5, 4,
    ]);
    expect(packingLines(mixed)).toEqual(['L2', 'L10']);
  });
});

describe('packingLines', () => {
  it('gives each line once, in name order, from staging storages only', () => {
    expect(packingLines(storages)).toEqual(['A', 'B']);
  });
});
