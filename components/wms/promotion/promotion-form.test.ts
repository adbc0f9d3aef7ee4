import { describe, expect, it } from 'vitest';
import {
  createPickupProfileInput,
  MAX_PICKUP_ITEMS,
} from '@/lib/domain/wms/inventory/reads/schemas';
import {
  addItem,
  badQuantities,
  canAddItem,
  emptyPromotionForm,
  removeItem,
  setQuantity,
  toPromotionInput,
} from '@/components/wms/promotion/promotion-form';

const soap = { id: 11, label: 'Soap', detail: 'SP-1 · 885000000001' };
const towel = { id: 12, label: 'Towel' };

describe('promotion form items', () => {
  it('adds a product once and counts it up when picked again', () => {
    let items = addItem([], soap);
    items = addItem(items, towel);
    items = addItem(items, soap);
    expect(items.map((i) => [i.product.id, i.quantity])).toEqual([
      [11, '2'],
      [12, '1'],
    ]);
  });

  it('picking again after a wrong quantity starts from 1', () => {
    const items = addItem(setQuantity(addItem([], soap), 11, 'abc'), soap);
    expect(items[0]!.quantity).toBe('1');
  });

  it('removes and edits one line only', () => {
    const items = addItem(addItem([], soap), towel);
    expect(removeItem(items, 11).map((i) => i.product.id)).toEqual([12]);
    expect(setQuantity(items, 12, '5').map((i) => i.quantity)).toEqual(['1', '5']);
  });

  it('flags quantities that are not whole numbers from 1 to 10,000', () => {
    const base = addItem(addItem([], soap), towel);
    expect(badQuantities(base)).toEqual([]);
    for (const bad of ['0', '-1', '1.5', '', 'x', '10001'])
      expect(badQuantities(setQuantity(base, 12, bad))).toEqual([12]);
    expect(badQuantities(setQuantity(base, 12, ' 10000 '))).toEqual([]);
  });

  it('stops adding at the most items the server takes', () => {
    const items = Array.from({ length: MAX_PICKUP_ITEMS }, (_, i) => ({
      product: { id: i + 1, label: `P${i}` },
      quantity: '1',
    }));
    expect(canAddItem(items)).toBe(false);
    expect(canAddItem(items.slice(1))).toBe(true);
  });
});

describe('toPromotionInput', () => {
  it('builds a body the server schema accepts', () => {
    const form = {
      name: '  Set A ',
      product: { id: 5, label: 'P-5 · Set A' },
      items: setQuantity(addItem(addItem([], soap), towel), 12, '3'),
    };
    const body = toPromotionInput(form);
    expect(body).toEqual({
      name: 'Set A',
      product_id: 5,
      items: [
        { product_id: 11, quantity: 1 },
        { product_id: 12, quantity: 3 },
      ],
    });
    expect(createPickupProfileInput.safeParse(body).success).toBe(true);
  });

  it('leaves the product out when none is picked, and an empty form is refused', () => {
    const body = toPromotionInput(emptyPromotionForm());
    expect('product_id' in body).toBe(false);
    expect(createPickupProfileInput.safeParse(body).success).toBe(false);
  });
});
