import { formatDate } from '@/lib/time/date-format';
import { parseTypedDate } from '@/lib/time/date-typing';
import { parseMoney, parseQuantity } from '@/components/po/po-money';
import type { PoDetail } from '@/components/po/po-types';

// A purchase order as the form builds it: quantities and costs stay text until it is
// sent, and the pure steps that change it. The server checks every rule again.

/** A PO has 1 to 500 lines (the contract). */
export const MAX_PO_LINES = 500;

export interface PoFormProduct {
  id: number;
  name: string;
  sku: string;
  barcode: string | null;
  unit_name: string | null;
  /** The moving average cost: the first guess of a new line's unit cost. */
  avg_cost?: string | null;
}

export interface PoFormLine {
  /** The form's own key of the line (a product appears on one line only). */
  key: string;
  product_id: number;
  name: string;
  sku: string;
  barcode: string | null;
  unit: string | null;
  quantity: string;
  unit_cost: string;
}

export interface PoFormState {
  partner_id: string;
  storage_id: string;
  /** A Bangkok day as the screen writes it (27 พ.ย. 2569) or types it (27/11/2569). */
  expected_at: string;
  note: string;
  lines: PoFormLine[];
}

const lineKey = (productId: number) => `p${productId}`;

/** "120.0000" -> "120", "41.5000" -> "41.5": a cost as people type it. */
export const costText = (value: string | null | undefined): string => {
  if (!value) return '';
  const s = String(value).trim();
  if (!/^\d+(\.\d+)?$/.test(s)) return '';
  return s.includes('.') ? s.replace(/0+$/, '').replace(/\.$/, '') : s;
};

export function initialPoForm(po: PoDetail | null, locale: string): PoFormState {
  if (!po) return { partner_id: '', storage_id: '', expected_at: '', note: '', lines: [] };
  return {
    partner_id: String(po.partner.id),
    storage_id: String(po.storage.id),
    expected_at: po.expected_at ? formatDate(po.expected_at, locale) : '',
    note: po.note ?? '',
    lines: po.lines.map((l) => ({
      key: lineKey(l.product_id),
      product_id: l.product_id,
      name: l.product_name,
      sku: l.sku,
      barcode: l.barcode,
      unit: l.unit,
      quantity: String(l.quantity),
      unit_cost: costText(l.unit_cost),
    })),
  };
}

/**
 * Adds one unit of a product: a product already on the PO gets 1 more on its line (a
 * second scan of the same barcode), any other a new line of 1 at the end, its unit cost
 * first guessed from the product's moving average.
 */
export function addPoProduct(
  lines: readonly PoFormLine[],
  product: PoFormProduct,
): { ok: true; lines: PoFormLine[]; key: string } | { ok: false; reason: 'tooManyLines' } {
  const found = lines.find((l) => l.product_id === product.id);
  if (found) {
    const next = (parseQuantity(found.quantity) ?? 0) + 1;
    return {
      ok: true,
      key: found.key,
      lines: lines.map((l) => (l === found ? { ...l, quantity: String(next) } : l)),
    };
  }
  if (lines.length >= MAX_PO_LINES) return { ok: false, reason: 'tooManyLines' };
  const key = lineKey(product.id);
  const cost = product.avg_cost && Number(product.avg_cost) > 0 ? costText(product.avg_cost) : '';
  return {
    ok: true,
    key,
    lines: [
      ...lines,
      {
        key,
        product_id: product.id,
        name: product.name,
        sku: product.sku,
        barcode: product.barcode,
        unit: product.unit_name,
        quantity: '1',
        unit_cost: cost,
      },
    ],
  };
}

/** A local issue: a key under poScreens.form.issues. */
export type PoIssue = 'required' | 'day' | 'quantity' | 'cost' | 'noLines';
export type PoIssues = Partial<Record<string, PoIssue>>;

export interface PoBody {
  partner_id: number;
  storage_id: number;
  expected_at: string | null;
  note: string | null;
  lines: Array<{ product_id: number; quantity: number; unit_cost: string }>;
}

/**
 * The body of POST /api/v1/wms/po and PUT /api/v1/wms/po/{id}, or the issues the server
 * would surely refuse, by field (`partner_id`, `lines.2.unit_cost`, ...).
 */
export function poBody(
  f: PoFormState,
  locale: string,
): { ok: true; body: PoBody } | { ok: false; issues: PoIssues } {
  const issues: PoIssues = {};
  if (!f.partner_id) issues.partner_id = 'required';
  if (!f.storage_id) issues.storage_id = 'required';
  const day = f.expected_at.trim() ? parseTypedDate(f.expected_at, locale) : null;
  if (f.expected_at.trim() && !day) issues.expected_at = 'day';
  if (f.lines.length === 0) issues.lines = 'noLines';
  const lines = f.lines.map((l, i) => {
    const quantity = parseQuantity(l.quantity);
    const cost = parseMoney(l.unit_cost);
    if (quantity === null) issues[`lines.${i}.quantity`] = 'quantity';
    if (cost === null) issues[`lines.${i}.unit_cost`] = l.unit_cost.trim() ? 'cost' : 'required';
    return {
      product_id: l.product_id,
      quantity: quantity ?? 0,
      unit_cost: l.unit_cost.trim().replace(/,/g, ''),
    };
  });
  if (Object.keys(issues).length > 0) return { ok: false, issues };
  return {
    ok: true,
    body: {
      partner_id: Number(f.partner_id),
      storage_id: Number(f.storage_id),
      expected_at: day,
      note: f.note.trim() || null,
      lines,
    },
  };
}
