// Money as whole satang (BigInt): exact, and free of imports so the order screens can
// use it without pulling the schemas into their bundles.

export type AmountLike = string | number | { toString(): string } | null | undefined;

const HUNDRED = BigInt(100);
const ZERO = BigInt(0);
const AMOUNT_RE = /^(\d+)(?:\.(\d*))?$/;

/** "12.345" -> 1235 satang (half-up); null when it is not a non-negative decimal. */
export function toSatang(value: AmountLike): bigint | null {
  if (value === null || value === undefined) return ZERO;
  const text = typeof value === 'number' ? numberText(value) : String(value).trim();
  if (text === '') return ZERO;
  const m = AMOUNT_RE.exec(text);
  if (!m) return null;
  const frac = m[2] ?? '';
  let satang = BigInt(m[1]!) * HUNDRED + BigInt(frac.slice(0, 2).padEnd(2, '0'));
  if (frac.length > 2 && Number(frac[2]) >= 5) satang += BigInt(1);
  return satang;
}

/** A JS number through its shortest decimal text, never its exponent form. */
function numberText(n: number): string {
  if (!Number.isFinite(n)) return 'NaN';
  return Math.abs(n) < 1e21 && Math.abs(n) >= 1e-6 ? String(n) : n === 0 ? '0' : 'NaN';
}

/** 1235 satang -> "12.35". */
export function satangText(satang: bigint): string {
  const negative = satang < ZERO;
  const abs = negative ? -satang : satang;
  const whole = abs / HUNDRED;
  const frac = (abs % HUNDRED).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${whole.toString()}.${frac}`;
}
