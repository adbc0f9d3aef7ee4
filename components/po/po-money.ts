// The money of a purchase order as the form shows it while typing (the server computes
// the stored figures the same way and decides): unit costs exclude VAT and carry up to
// 4 decimals; a line's amount is quantity x unit cost; the total is the sum of the exact
// amounts rounded half up to 2 places; VAT is 7% of the total (2 places, half up); the
// grand total is total + VAT. Integers in ten-thousandths (BigInt): no float drift.

const SCALE = 10_000n;
export const VAT_PERCENT = 7;
/** Unit costs carry up to 4 decimals (the contract's unit_cost). */
export const COST_PLACES = 4;

/** A typed decimal ≥ 0 with at most `places` decimals, in ten-thousandths; else null. */
export function parseMoney(text: string, places = COST_PLACES): bigint | null {
  const s = text.trim().replace(/,/g, '');
  const m = /^(\d{1,12})(?:\.(\d*))?$/.exec(s) ?? /^()\.(\d+)$/.exec(s);
  if (!m) return null;
  const frac = m[2] ?? '';
  if (frac.length > places || frac.length > 4) return null;
  return BigInt(m[1] || '0') * SCALE + BigInt(frac.padEnd(4, '0') || '0');
}

/** A typed whole quantity ≥ 1, or null. */
export function parseQuantity(text: string): number | null {
  const s = text.trim().replace(/,/g, '');
  if (!/^\d{1,9}$/.test(s)) return null;
  const n = Number(s);
  return n >= 1 ? n : null;
}

/** Ten-thousandths rounded half up to hundredths (still in ten-thousandths). */
function roundTo2(v: bigint): bigint {
  const hundred = SCALE / 100n;
  return ((v + hundred / 2n) / hundred) * hundred;
}

/** Ten-thousandths as a 2-decimal string ("1234.50"); rounded half up. */
export function moneyString(v: bigint): string {
  const r = roundTo2(v);
  const whole = r / SCALE;
  const cents = (r % SCALE) / 100n;
  return `${whole}.${String(cents).padStart(2, '0')}`;
}

export interface PoTotals {
  total: string;
  vat: string;
  grand_total: string;
}

/**
 * The totals of lines as typed. A line whose quantity or unit cost does not read counts
 * as 0 (its field shows the issue).
 */
export function poTotals(lines: ReadonlyArray<{ quantity: string; unit_cost: string }>): PoTotals {
  let sum = 0n;
  for (const line of lines) {
    const q = parseQuantity(line.quantity);
    const c = parseMoney(line.unit_cost);
    if (q !== null && c !== null) sum += BigInt(q) * c;
  }
  const total = roundTo2(sum);
  // The total is whole hundredths, so 7% of it is exact in ten-thousandths.
  const vat = roundTo2((total * BigInt(VAT_PERCENT)) / 100n);
  return {
    total: moneyString(total),
    vat: moneyString(vat),
    grand_total: moneyString(total + vat),
  };
}

/** A line's amount as typed (2 decimals), or null when quantity or cost does not read. */
export function lineAmount(quantity: string, unitCost: string): string | null {
  const q = parseQuantity(quantity);
  const c = parseMoney(unitCost);
  return q === null || c === null ? null : moneyString(BigInt(q) * c);
}
