import { describe, expect, it } from 'vitest';
import { shortLines } from '@/components/wms/stock/short-lines';
import { errorDetails } from '@/components/wms/stock/stock-request';

const names = new Map([
  [4, 'สบู่สมุนไพร'],
  [1, 'เซรั่ม'],
]);

describe('the short lines of inventory.balanceNotEnough', () => {
  it('reads the list the server sends as Datum, named after the form’s products', () => {
    const datum = [
      { product_id: 4, storage_id: 1, balance: 3, wanted: 10 },
      { product_id: 1, storage_id: 1, balance: 0, wanted: 2 },
    ];
    expect(shortLines(errorDetails(datum), names)).toEqual([
      { product_id: 4, storage_id: 1, name: 'สบู่สมุนไพร', balance: 3, wanted: 10 },
      { product_id: 1, storage_id: 1, name: 'เซรั่ม', balance: 0, wanted: 2 },
    ]);
  });

  it('also reads a Datum object holding the list, and numbers sent as text', () => {
    const details = { short: [{ product_id: '4', storage_id: '2', balance: '1', wanted: '5' }] };
    expect(shortLines(details, names)).toEqual([
      { product_id: 4, storage_id: 2, name: 'สบู่สมุนไพร', balance: 1, wanted: 5 },
    ]);
  });

  it('names an unknown product by the answer’s name, else its id; skips rows without one', () => {
    const datum = [
      { product_id: 9, product_name: 'ครีม', balance: 0, wanted: 1 },
      { product_id: 8, balance: 0, wanted: 1 },
      { storage_id: 1, balance: 0, wanted: 1 },
      'junk',
    ];
    expect(shortLines(datum, names).map((l) => [l.name, l.storage_id])).toEqual([
      ['ครีม', null],
      ['#8', null],
    ]);
  });

  it('nothing to list when the answer has no lines', () => {
    expect(shortLines(undefined, names)).toEqual([]);
    expect(shortLines({ reason: 'x' }, names)).toEqual([]);
  });
});
