import { AppError } from '@/lib/errors';
import { MAX_ORDER_AMOUNT } from '@/lib/domain/orders/schemas';
import { satangText, toSatang, type AmountLike } from '@/lib/domain/orders/satang';

export { satangText, toSatang, type AmountLike };

// ---------------------------------------------------------------------------------------
// Order totals: the one computation the server stores and the new-order screen shows as
// staff type. Pure and browser-safe, so it works on whole satang as BigInt (no float ever
// touches money; decimal.js is not a dependency and Prisma's Decimal is server-side).
// ---------------------------------------------------------------------------------------

export interface TotalsLineInput {
  quantity: number | string;
  price: AmountLike;
  /** Discount on the whole line (not per unit). */
  discount?: AmountLike;
}

export interface TotalsInput {
  lines: readonly TotalsLineInput[];
  /** Discount on the whole order, after the lines' own. */
  discount?: AmountLike;
  shipping_fee?: AmountLike;
}

export interface OrderTotals {
  lines: { line_total: string }[];
  subtotal: string;
  discount: string;
  shipping_fee: string;
  total: string;
}

/** One refused amount: `field` is the input path ("items.2.discount"), as zod names it. */
export interface TotalsProblem {
  field: string;
  message: string;
}

const ZERO = BigInt(0);
const MAX_SATANG = BigInt(Math.round(MAX_ORDER_AMOUNT * 100));

function quantityOf(value: number | string): bigint | null {
  const n = typeof value === 'number' ? value : Number(String(value).trim());
  return Number.isSafeInteger(n) && n >= 0 ? BigInt(n) : null;
}

/**
 * The totals and every problem with them, without throwing (the new-order screen shows
 * the problems beside their fields as staff type). Rules: line total = quantity x price -
 * line discount; subtotal = sum of line totals; total = subtotal - discount + shipping fee.
 * A line discount above quantity x price, an order discount above the subtotal, or an
 * amount above MAX_ORDER_AMOUNT is a problem; problem amounts count as 0 in the totals.
 */
export function checkOrderTotals(input: TotalsInput): {
  totals: OrderTotals;
  problems: TotalsProblem[];
} {
  const problems: TotalsProblem[] = [];
  const read = (field: string, value: AmountLike): bigint => {
    const satang = toSatang(value);
    if (satang === null) {
      problems.push({ field, message: 'not an amount' });
      return ZERO;
    }
    return satang;
  };

  let subtotal = ZERO;
  const lines = input.lines.map((line, i) => {
    const quantity = quantityOf(line.quantity);
    if (quantity === null)
      problems.push({ field: `items.${i}.quantity`, message: 'not a whole number' });
    const price = read(`items.${i}.price`, line.price);
    const gross = (quantity ?? ZERO) * price;
    let discount = read(`items.${i}.discount`, line.discount);
    if (discount > gross) {
      problems.push({ field: `items.${i}.discount`, message: 'more than the line' });
      discount = ZERO;
    }
    const lineTotal = gross - discount;
    if (lineTotal > MAX_SATANG)
      problems.push({ field: `items.${i}`, message: `line total more than ${MAX_ORDER_AMOUNT}` });
    subtotal += lineTotal;
    return { line_total: satangText(lineTotal) };
  });

  if (subtotal > MAX_SATANG)
    problems.push({ field: 'subtotal', message: `more than ${MAX_ORDER_AMOUNT}` });
  let discount = read('discount', input.discount);
  if (discount > subtotal) {
    problems.push({ field: 'discount', message: 'more than the subtotal' });
    discount = ZERO;
  }
  const shippingFee = read('shipping_fee', input.shipping_fee);
  const total = subtotal - discount + shippingFee;
  if (total > MAX_SATANG)
    problems.push({ field: 'total', message: `more than ${MAX_ORDER_AMOUNT}` });

  return {
    totals: {
      lines,
      subtotal: satangText(subtotal),
      discount: satangText(discount),
      shipping_fee: satangText(shippingFee),
      total: satangText(total),
    },
    problems,
  };
}

/**
 * The totals, or 400 `common.invalidParameter` naming every refused field
 * ("items.2.discount: more than the line").
 */
export function computeOrderTotals(input: TotalsInput): OrderTotals {
  const { totals, problems } = checkOrderTotals(input);
  if (problems.length > 0)
    throw new AppError(
      'common.invalidParameter',
      problems.map((p) => `${p.field}: ${p.message}`).join('; '),
    );
  return totals;
}
