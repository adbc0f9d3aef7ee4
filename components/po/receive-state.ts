import type { PoDetail } from '@/components/po/po-types';

// What arrived, counted against a PO's open lines while the clerk scans (a wedge scanner,
// the scan box or the camera) or types: a pure reducer, so every rule is tested apart from
// the screen. The server checks again (po.overReceive) and books the receipt.

export interface ReceiveLine {
  product_id: number;
  sku: string;
  barcode: string | null;
  name: string;
  unit: string | null;
  ordered: number;
  received: number;
  /** Still open on the PO before this receipt. */
  open: number;
  /** This receipt's quantity, as typed or counted. */
  count: string;
}

/** What the last scan did, for the banner (and the beep). */
export type ScanOutcome =
  | { kind: 'counted'; product_id: number; count: number; open: number }
  | { kind: 'unknown'; code: string }
  | { kind: 'overOpen'; product_id: number; open: number }
  | { kind: 'closedLine'; product_id: number };

export interface ReceiveState {
  lines: ReceiveLine[];
  last: ScanOutcome | null;
  /** Bumped by every scan, so the same outcome twice still shows anew. */
  scans: number;
}

export type ReceiveAction =
  | { type: 'scan'; code: string }
  | { type: 'set'; product_id: number; count: string }
  | { type: 'fillOpen' }
  | { type: 'clear' }
  | { type: 'reset'; po: PoDetail };

export function initialReceive(po: PoDetail): ReceiveState {
  return {
    lines: po.lines.map((l) => ({
      product_id: l.product_id,
      sku: l.sku,
      barcode: l.barcode,
      name: l.product_name,
      unit: l.unit,
      ordered: l.quantity,
      received: l.received,
      open: l.open,
      count: '',
    })),
    last: null,
    scans: 0,
  };
}

/** A typed count: a whole number ≥ 0 (blank is 0); null when it does not read. */
export function countOf(text: string): number | null {
  const s = text.trim();
  if (s === '') return 0;
  return /^\d{1,9}$/.test(s) ? Number(s) : null;
}

/** The line a code names: its barcode, else its SKU (any case). */
export function lineOfCode(lines: readonly ReceiveLine[], code: string): ReceiveLine | undefined {
  const wanted = code.trim();
  return (
    lines.find((l) => l.barcode !== null && l.barcode === wanted) ??
    lines.find((l) => l.sku.toLowerCase() === wanted.toLowerCase())
  );
}

export function receiveReducer(state: ReceiveState, action: ReceiveAction): ReceiveState {
  switch (action.type) {
    case 'scan': {
      const scans = state.scans + 1;
      const line = lineOfCode(state.lines, action.code);
      if (!line) return { ...state, scans, last: { kind: 'unknown', code: action.code.trim() } };
      if (line.open <= 0)
        return { ...state, scans, last: { kind: 'closedLine', product_id: line.product_id } };
      const next = (countOf(line.count) ?? 0) + 1;
      // One unit more than is still open is refused here, never sent.
      if (next > line.open)
        return {
          ...state,
          scans,
          last: { kind: 'overOpen', product_id: line.product_id, open: line.open },
        };
      return {
        scans,
        lines: state.lines.map((l) => (l === line ? { ...l, count: String(next) } : l)),
        last: { kind: 'counted', product_id: line.product_id, count: next, open: line.open },
      };
    }
    case 'set':
      return {
        ...state,
        lines: state.lines.map((l) =>
          l.product_id === action.product_id ? { ...l, count: action.count } : l,
        ),
      };
    case 'fillOpen':
      return {
        ...state,
        lines: state.lines.map((l) => ({ ...l, count: l.open > 0 ? String(l.open) : '' })),
      };
    case 'clear':
      return { ...state, lines: state.lines.map((l) => ({ ...l, count: '' })), last: null };
    case 'reset':
      return initialReceive(action.po);
  }
}

/** A line's issue: its count does not read, or is more than still open. */
export type LineIssue = 'notANumber' | 'overOpen';

export function lineIssue(line: ReceiveLine): LineIssue | null {
  const n = countOf(line.count);
  if (n === null) return 'notANumber';
  return n > line.open ? 'overOpen' : null;
}

export interface ReceiveSummary {
  /** Units this receipt books. */
  units: number;
  /** Lines with something counted. */
  linesCounted: number;
  /** Lines still open after this receipt (what closing short leaves unreceived). */
  linesLeftOpen: number;
  /** Any line's count refused (does not read, or over open). */
  invalid: boolean;
}

export function receiveSummary(lines: readonly ReceiveLine[]): ReceiveSummary {
  let units = 0;
  let linesCounted = 0;
  let linesLeftOpen = 0;
  let invalid = false;
  for (const line of lines) {
    const n = countOf(line.count);
    if (n === null || n > line.open) {
      invalid = true;
      if (line.open > 0) linesLeftOpen++;
      continue;
    }
    units += n;
    if (n > 0) linesCounted++;
    if (line.open - n > 0) linesLeftOpen++;
  }
  return { units, linesCounted, linesLeftOpen, invalid };
}

/** The lines of PUT /api/v1/wms/po/close/partial/{id}: counted ones only (0 is ignored). */
export function receiveLines(
  lines: readonly ReceiveLine[],
): Array<{ product_id: number; quantity: number }> {
  return lines.flatMap((l) => {
    const n = countOf(l.count);
    return n && n > 0 ? [{ product_id: l.product_id, quantity: n }] : [];
  });
}

/** FNV-1a of a text, as 8 hex digits: enough to tell two bodies of one attempt apart. */
function fnv1a(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(16).padStart(8, '0');
}

/**
 * The Idempotency-Key of a PO write: the same draft sent again with the same body and
 * photo (a retry after a dropped answer) books once; an edited draft is a new request.
 */
export function poRequestKey(
  kind: 'create' | 'receive',
  draftId: string,
  body: unknown,
  photo: { name: string; size: number; lastModified: number } | null,
): string {
  const sig = photo ? `${photo.name}:${photo.size}:${photo.lastModified}` : '';
  return `po-${kind}-${draftId}-${fnv1a(`${JSON.stringify(body)}|${sig}`)}`;
}
