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

describe('packingLines', () => {
  it('gives each line once, in name order, from staging storages only', () => {
    expect(packingLines(storages)).toEqual(['A', 'B']);
  });
});
