import {
  lineAmount as amountOfLine,
  poTotals as totalsOfLines,
  type PoLineMoney,
  type PoTotals,
} from '@/lib/domain/purchasing/totals';

// The money of a purchase order as the form shows it while typing: what was typed is read
// here, the figures come from the same rules the server stores them by
// (lib/domain/purchasing/totals.ts; docs/purchase-orders.md, Totals), so the form shows
// exactly what the saved PO will say.

export type { PoTotals };

const SCALE = 10_000n;
/** Unit costs carry up to 4 decimals (the contract's unit_cost). */
export const COST_PLACES = 4;

/** A typed decimal ≥ 0 with at most `places` decimals, in ten-thousandths; else null. */
export function parseMoney(text: string, places = COST_PLACES): bigint | null {
  const s = text.trim().replace(/,/g, '');
  const m = /^(\d{1,10})(?:\.(\d*))?$/.exec(s) ?? /^()\.(\d+)$/.exec(s);
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

/** A line as typed, read: null when its quantity or unit cost does not read. */
function readLine(quantity: string, unitCost: string): PoLineMoney | null {
  const q = parseQuantity(quantity);
  const c = parseMoney(unitCost);
  if (q === null || c === null) return null;
  return { quantity: q, unit_cost: `${c / SCALE}.${String(c % SCALE).padStart(4, '0')}` };
}

/**
 * The totals of lines as typed. A line whose quantity or unit cost does not read counts
 * as 0 (its field shows the issue).
 */
export function poTotals(lines: ReadonlyArray<{ quantity: string; unit_cost: string }>): PoTotals {
  return totalsOfLines(
    lines.flatMap((l) => {
      const read = readLine(l.quantity, l.unit_cost);
      return read ? [read] : [];
    }),
  );
}

/** A line's amount as typed (2 decimals), or null when quantity or cost does not read. */
export function lineAmount(quantity: string, unitCost: string): string | null {
  const read = readLine(quantity, unitCost);
  return read ? amountOfLine(read) : null;
}
