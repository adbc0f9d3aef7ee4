// The lines an `inventory.balanceNotEnough` answer names (its Datum: product_id, storage_id,
// balance, wanted), with the product names the clerk sees on the form. Pure:
// short-lines.test.ts.

export interface ShortLine {
  product_id: number;
  storage_id: number | null;
  name: string;
  balance: number;
  wanted: number;
}

const num = (v: unknown): number | null => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};

function rowsOf(details: unknown): unknown[] {
  if (Array.isArray(details)) return details;
  if (!details || typeof details !== 'object') return [];
  // The Datum is an object: its short lines are the first list in it (`lines`, `items`...).
  const lists = Object.values(details as Record<string, unknown>).filter(Array.isArray);
  return lists[0] ?? [];
}

/**
 * The short lines of an error's details, named after the form's products (a product the
 * form does not know keeps its id as the name); rows without a product id are skipped.
 */
export function shortLines(details: unknown, names: ReadonlyMap<number, string>): ShortLine[] {
  const out: ShortLine[] = [];
  for (const row of rowsOf(details)) {
    if (!row || typeof row !== 'object') continue;
    const r = row as Record<string, unknown>;
    const productId = num(r.product_id);
    if (productId === null) continue;
    out.push({
      product_id: productId,
      storage_id: num(r.storage_id),
      name:
        names.get(productId) ??
        (typeof r.product_name === 'string' ? r.product_name : `#${productId}`),
      balance: num(r.balance) ?? 0,
      wanted: num(r.wanted) ?? 0,
    });
  }
  return out;
}
