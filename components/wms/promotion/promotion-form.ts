// The promotion (pickup profile) form's state and the pure steps on it: a component picked
// twice adds to its quantity instead of a second line (the server refuses duplicates), and
// each line's quantity is checked before the form is sent.

import { MAX_PICKUP_ITEMS, pickupItemInput } from '@/lib/domain/wms/inventory/reads/schemas';
import type { PickerOption } from '@/components/catalog/search-picker';

export interface PromotionItem {
  /** The warehouse product. */
  product: PickerOption;
  /** As typed. */
  quantity: string;
}

export interface PromotionFormState {
  name: string;
  /** The sellable product the bundle stands for (optional). */
  product: PickerOption | null;
  items: PromotionItem[];
}

export const emptyPromotionForm = (): PromotionFormState => ({
  name: '',
  product: null,
  items: [],
});

/** Adds a component with quantity 1, or one more of it when it is already there. */
export function addItem(items: readonly PromotionItem[], product: PickerOption): PromotionItem[] {
  const at = items.findIndex((i) => i.product.id === product.id);
  if (at === -1) return [...items, { product, quantity: '1' }];
  return items.map((item, i) =>
    i === at ? { ...item, quantity: String(wholeNumber(item.quantity) + 1) } : item,
  );
}

export const removeItem = (items: readonly PromotionItem[], productId: number): PromotionItem[] =>
  items.filter((i) => i.product.id !== productId);

export const setQuantity = (
  items: readonly PromotionItem[],
  productId: number,
  quantity: string,
): PromotionItem[] => items.map((i) => (i.product.id === productId ? { ...i, quantity } : i));

/** The digits typed as a number (0 for anything else), for "one more". */
function wholeNumber(text: string): number {
  return /^\d+$/.test(text.trim()) ? Number(text.trim()) : 0;
}

/** The product ids whose quantity is not a whole number from 1 to 10,000. */
export function badQuantities(items: readonly PromotionItem[]): number[] {
  return items
    .filter(
      (i) =>
        !/^\d+$/.test(i.quantity.trim()) ||
        !pickupItemInput.shape.quantity.safeParse(i.quantity.trim()).success,
    )
    .map((i) => i.product.id);
}

/** Whether one more component may be added. */
export const canAddItem = (items: readonly PromotionItem[]): boolean =>
  items.length < MAX_PICKUP_ITEMS;

/** The body of POST /api/v1/wms/profile/pickup/create. */
export function toPromotionInput(form: PromotionFormState) {
  return {
    name: form.name.trim(),
    ...(form.product ? { product_id: form.product.id } : {}),
    items: form.items.map((i) => ({
      product_id: i.product.id,
      quantity: Number(i.quantity.trim()),
    })),
  };
}
