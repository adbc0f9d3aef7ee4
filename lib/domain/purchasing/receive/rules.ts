import { Prisma } from '@/lib/generated/prisma/client';
import { AppError } from '@/lib/errors';
import { PO_STATUS } from '@/lib/domain/purchasing/schemas';

// The pure rules of a receipt: what the clerk counted against what is still open on each
// line of the PO. No database here, so every case is a unit test (rules.test.ts).

/** The statuses a PO can receive (and be closed short) in. */
export const RECEIVABLE_STATUSES: readonly number[] = [
  PO_STATUS.Approved,
  PO_STATUS.PartiallyReceived,
];

export interface PoLineState {
  id: number;
  productId: number;
  quantity: number;
  received: number;
  /** numeric(14,4) as text, ex VAT. */
  unitCost: string;
}

export interface ReceiptLine {
  lineId: number;
  productId: number;
  amount: number;
  /** amount × unit cost, exact decimal text: the stock-in value (moving average). */
  value: string;
}

export interface ReceiptPlan {
  /** Lines received now, in the PO's line order; empty when nothing arrives. */
  lines: ReceiptLine[];
  /** Every line fully received once these are booked. */
  complete: boolean;
}

/**
 * Checks what arrived against the PO: quantities of one product are added up, 0 is
 * ignored, a product not on the PO is common.invalidParameter, more than is still open on
 * a line is po.overReceive (the cause names each such line).
 */
export function planReceipt(
  poLines: PoLineState[],
  asked: Array<{ product_id: number; quantity: number }>,
): ReceiptPlan {
  const wanted = new Map<number, number>();
  for (const a of asked) {
    if (a.quantity <= 0) continue;
    wanted.set(a.product_id, (wanted.get(a.product_id) ?? 0) + a.quantity);
  }
  const byProduct = new Map(poLines.map((l) => [l.productId, l]));
  const strangers = [...wanted.keys()].filter((id) => !byProduct.has(id));
  if (strangers.length) {
    throw new AppError(
      'common.invalidParameter',
      `body.lines: product ${strangers.join(', ')} is not on this purchase order`,
    );
  }
  const over = poLines
    .filter((l) => (wanted.get(l.productId) ?? 0) > l.quantity - l.received)
    .map(
      (l) => `product ${l.productId}: ${wanted.get(l.productId)} > ${l.quantity - l.received} open`,
    );
  if (over.length) throw new AppError('po.overReceive', over.join('; '));

  const lines: ReceiptLine[] = poLines
    .filter((l) => wanted.has(l.productId))
    .map((l) => {
      const amount = wanted.get(l.productId)!;
      return {
        lineId: l.id,
        productId: l.productId,
        amount,
        value: new Prisma.Decimal(l.unitCost).mul(amount).toFixed(),
      };
    });
  const complete = poLines.every((l) => l.received + (wanted.get(l.productId) ?? 0) >= l.quantity);
  return { lines, complete };
}

/** What the PO becomes after a receipt: 3 when complete or closed, else 2. */
export function statusAfter(plan: ReceiptPlan, close: boolean): number {
  return plan.complete || close ? PO_STATUS.Closed : PO_STATUS.PartiallyReceived;
}
