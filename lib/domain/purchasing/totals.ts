// ---------------------------------------------------------------------------------------
// A purchase order's money (docs/purchase-orders.md, Totals): unit costs are baht without
// VAT with at most 4 decimals; a line's amount is quantity × unit cost; the PO's `total`
// is the exact sum of the lines rounded half up to satang (what purchase_orders.total
// keeps); `vat` is 7% of that total, rounded half up to satang, kept apart; `grand_total`
// is total + vat. Exact decimal arithmetic on BigInt (1/10000 baht), never floats, and
// browser-safe, so a form can show the same figures as it is typed.
// ---------------------------------------------------------------------------------------

/** VAT on a purchase order, percent. */
export const VAT_PERCENT = 7n;

const COST = /^(\d{1,10})(?:\.(\d{1,4}))?$/;

/** A unit cost ("12.5", "0.1234") in 1/10000 baht. */
export function costUnits(cost: string): bigint {
  const m = COST.exec(cost.trim());
  if (!m) throw new RangeError(`not a cost: ${cost}`);
  return BigInt(m[1]!) * 10_000n + BigInt((m[2] ?? '').padEnd(4, '0'));
}

/** n / d rounded half up (n, d >= 0). */
const divHalfUp = (n: bigint, d: bigint) => (n * 2n + d) / (d * 2n);

/** Satang as a baht string with two places: 123456n -> "1234.56". */
export function satangText(satang: bigint): string {
  const sign = satang < 0n ? '-' : '';
  const abs = satang < 0n ? -satang : satang;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/** A money string with two places ("1234.56") in satang. */
export function moneySatang(money: string): bigint {
  const m = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(money.trim());
  if (!m) throw new RangeError(`not an amount: ${money}`);
  const v = BigInt(m[2]!) * 100n + BigInt((m[3] ?? '').padEnd(2, '0'));
  return m[1] ? -v : v;
}

/** A unit cost as the answers spell it: four places ("12.5000"). */
export function costText(cost: string): string {
  const units = costUnits(cost);
  return `${units / 10_000n}.${String(units % 10_000n).padStart(4, '0')}`;
}

export interface PoLineMoney {
  quantity: number;
  unit_cost: string;
}

/** One line's amount, rounded half up to satang (for showing; the total sums exactly). */
export function lineAmount(line: PoLineMoney): string {
  return satangText(divHalfUp(BigInt(line.quantity) * costUnits(line.unit_cost), 100n));
}

/** VAT 7% of a total (two places), rounded half up to satang. */
export function vatOf(total: string): string {
  return satangText(divHalfUp(moneySatang(total) * VAT_PERCENT, 100n));
}

/** total + VAT. */
export function grandTotalOf(total: string): string {
  return satangText(moneySatang(total) + moneySatang(vatOf(total)));
}

export interface PoTotals {
  total: string;
  vat: string;
  grand_total: string;
}

/** The PO's total (exact sum rounded half up to satang), its VAT and grand total. */
export function poTotals(lines: readonly PoLineMoney[]): PoTotals {
  const exact = lines.reduce((sum, l) => sum + BigInt(l.quantity) * costUnits(l.unit_cost), 0n);
  const total = satangText(divHalfUp(exact, 100n));
  return { total, vat: vatOf(total), grand_total: grandTotalOf(total) };
}
