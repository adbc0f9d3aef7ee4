import { AppError } from '@/lib/errors';

// ---------------------------------------------------------------------------------------
// How a received return is counted (docs/domain-rules.md, Returns), the same at the return
// station (return/close) and in one call (POST /api/v2/orders/return): per warehouse
// product the good, broken, lost and other units; good defaults to what was scanned; units
// not accounted for are lost; more than the order shipped is packing.returnTooMany; a
// product the order did not ship is common.notFound. Good units go back into stock, never
// more than the order's bills took out (`taken`).
// ---------------------------------------------------------------------------------------

export interface ShippedLine {
  wms_product_id: number;
  /** The sellable product the units come from, when exactly one does. */
  product_id: number | null;
  /** Units the order shipped of this warehouse product. */
  ordered: number;
  /** Units scanned as good at the station (0 when received in one call). */
  scanned: number;
}

export interface GivenCount {
  product_id: number;
  good?: number;
  broken?: number;
  lost?: number;
  other?: number;
}

export interface CountedLine {
  wms_product_id: number;
  product_id: number | null;
  shipped: number;
  good: number;
  broken: number;
  lost: number;
  other: number;
  /** Good units that go back into stock. */
  restock: number;
}

export function countReturnLines(
  label: string,
  lines: ShippedLine[],
  given: GivenCount[] | undefined,
  taken: Map<number, number>,
): CountedLine[] {
  const byProduct = new Map((given ?? []).map((l) => [l.product_id, l]));
  for (const id of byProduct.keys())
    if (!lines.some((l) => l.wms_product_id === id))
      throw new AppError('common.notFound', `product ${id} is not in ${label}`);
  return lines.map((l) => {
    const g = byProduct.get(l.wms_product_id);
    const good = g?.good ?? l.scanned;
    const broken = g?.broken ?? 0;
    const other = g?.other ?? 0;
    const lost = g?.lost ?? 0;
    const counted = good + broken + lost + other;
    if (counted > l.ordered)
      throw new AppError(
        'packing.returnTooMany',
        `product ${l.wms_product_id}: ${counted} counted, ${l.ordered} shipped`,
      );
    return {
      wms_product_id: l.wms_product_id,
      product_id: l.product_id,
      shipped: l.ordered,
      good,
      broken,
      lost: lost + (l.ordered - counted),
      other,
      restock: Math.min(good, Math.max(taken.get(l.wms_product_id) ?? 0, 0)),
    };
  });
}
