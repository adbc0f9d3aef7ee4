// A commission rate as the admin types it: percent of net sales, 0 to 100, at most two
// decimals (docs/reports.md, PUT /api/v1/reports/commission/rates).

const RATE_TEXT = /^(\d{1,3})(?:\.(\d{1,2}))?$/;

/** "3.5", " 12 " -> 3.5, 12; null when it is not a rate the server takes. */
export function parseRate(text: string): number | null {
  const m = RATE_TEXT.exec(text.trim());
  if (!m) return null;
  const rate = Number(text.trim());
  return rate <= 100 ? rate : null;
}

/** A rate as the field shows it: "3.50" -> "3.5", "0.00" -> "0". */
export function rateText(rate: string | number): string {
  const n = Number(rate);
  return Number.isFinite(n) ? String(Math.round(n * 100) / 100) : String(rate);
}

/** The body of the PUT: every channel's rate, or the channels whose text is not a rate. */
export function ratesBody(
  drafts: ReadonlyArray<{ sale_channel_id: number; text: string }>,
): { rates: Array<{ sale_channel_id: number; rate: number }> } | { invalid: number[] } {
  const invalid = drafts.filter((d) => parseRate(d.text) === null).map((d) => d.sale_channel_id);
  if (invalid.length > 0) return { invalid };
  return {
    rates: drafts.map((d) => ({ sale_channel_id: d.sale_channel_id, rate: parseRate(d.text)! })),
  };
}
