import { AppError } from '@/lib/errors';
import { lineValue } from '@/lib/domain/wms/inventory/writes/average-cost';
import { MAX_INT4 } from '@/lib/domain/shared/list-query';

// Duplicate lines of one product in one bill are added up before anything is applied, so
// that every (product, storage) changes once and its ledger row carries the bill's whole
// movement. The order of first appearance is kept: the bill shows its lines as typed.

export interface MergedLine {
  productId: number;
  amount: number;
}

export interface MergedInLine extends MergedLine {
  /** Σ amount × cost when the lines carry a cost; undefined when none does. */
  value?: string;
}

function checkTotal(productId: number, amount: number): void {
  if (amount > MAX_INT4)
    throw new AppError('common.invalidParameter', `items: too many units of product ${productId}`);
}

export function mergeLines(items: Array<{ product_id: number; amount: number }>): MergedLine[] {
  const merged = new Map<number, MergedLine>();
  for (const item of items) {
    const line = merged.get(item.product_id);
    if (line) line.amount += item.amount;
    else merged.set(item.product_id, { productId: item.product_id, amount: item.amount });
  }
  for (const line of merged.values()) checkTotal(line.productId, line.amount);
  return [...merged.values()];
}

/**
 * Stock-in lines: amounts added up, and the costs of duplicate lines kept exactly as a
 * value (Σ amount × cost). Lines of one product with and without a cost are refused: the
 * clerk means one of the two.
 */
export function mergeInLines(
  items: Array<{ product_id: number; amount: number; cost?: string | null | undefined }>,
): MergedInLine[] {
  const groups = new Map<number, Array<{ amount: number; cost: string | null }>>();
  for (const item of items) {
    const group = groups.get(item.product_id) ?? [];
    group.push({ amount: item.amount, cost: item.cost ?? null });
    groups.set(item.product_id, group);
  }
  return [...groups.entries()].map(([productId, group]) => {
    const amount = group.reduce((n, l) => n + l.amount, 0);
    checkTotal(productId, amount);
    const costed = group.filter((l): l is { amount: number; cost: string } => l.cost !== null);
    if (costed.length === 0) return { productId, amount };
    if (costed.length !== group.length) {
      throw new AppError(
        'common.invalidParameter',
        `items: product ${productId} has lines with and without a cost`,
      );
    }
    return { productId, amount, value: lineValue(costed) };
  });
}
