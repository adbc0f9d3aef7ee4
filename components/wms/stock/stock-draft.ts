import { MAX_BILL_LINES, MAX_LINE_AMOUNT } from '@/lib/domain/wms/inventory/writes/schemas';
import type { FieldIssues } from '@/components/ui/validate';
import type {
  StockBody,
  StockItemBody,
  StockMode,
  UserMoveDirection,
} from '@/components/wms/stock/stock-bill';

// A stock bill as the clerk builds it: amounts and costs stay text until the bill is sent,
// and the pure steps that change it. Pure: stock-draft.test.ts.

/** The most units one line may carry, and the most lines a bill may have (as the server). */
export const MAX_AMOUNT = MAX_LINE_AMOUNT;
/** A cost: baht with up to 4 decimals (numeric(14,4)). */
const COST = /^\d{1,10}(\.\d{1,4})?$/;
const WHOLE = /^\d+$/;
const MAX_ID = 2_147_483_647;

export interface DraftProduct {
  id: number;
  name: string;
  sku: string;
  barcode: string | null;
  unit_name: string | null;
}

export interface DraftLine {
  /** The form's own key of the line (a product appears on one line only). */
  key: string;
  product_id: number;
  name: string;
  sku: string;
  barcode: string | null;
  unit_name: string | null;
  amount: string;
  /** Stock in only: the unit cost paid, blank to keep the moving average as it is. */
  cost: string;
}

export interface StockDraft {
  /** In and out: the storage; a move: where from; a user move: the warehouse side. */
  storage_id: string;
  /** A move: where to. */
  to_storage_id: string;
  user_id: string;
  direction: UserMoveDirection;
  note: string;
  lines: DraftLine[];
}

export const emptyDraft = (defaults: Partial<StockDraft> = {}): StockDraft => ({
  storage_id: '',
  to_storage_id: '',
  user_id: '',
  direction: 'to_user',
  note: '',
  lines: [],
  ...defaults,
});

const lineKey = (productId: number) => `p${productId}`;

/**
 * Adds one unit of a product: a product already on the bill gets 1 more on its line (a
 * second scan of the same barcode), any other a new line of 1 at the end.
 */
export function addProduct(
  lines: readonly DraftLine[],
  product: DraftProduct,
): { ok: true; lines: DraftLine[]; key: string } | { ok: false; reason: 'tooManyLines' } {
  const key = lineKey(product.id);
  const found = lines.find((l) => l.product_id === product.id);
  if (found) {
    const current = WHOLE.test(found.amount.trim()) ? Number(found.amount.trim()) : 0;
    const next = Math.min(MAX_AMOUNT, current + 1);
    return {
      ok: true,
      key: found.key,
      lines: lines.map((l) => (l === found ? { ...l, amount: String(next) } : l)),
    };
  }
  if (lines.length >= MAX_BILL_LINES) return { ok: false, reason: 'tooManyLines' };
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
        unit_name: product.unit_name,
        amount: '1',
        cost: '',
      },
    ],
  };
}

/** The -/+ buttons: never below 1 (removing a line is its own button). */
export function stepAmount(lines: readonly DraftLine[], key: string, delta: 1 | -1): DraftLine[] {
  return lines.map((l) => {
    if (l.key !== key) return l;
    const current = WHOLE.test(l.amount.trim()) ? Number(l.amount.trim()) : 0;
    return { ...l, amount: String(Math.min(MAX_AMOUNT, Math.max(1, current + delta))) };
  });
}

export function updateLine(
  lines: readonly DraftLine[],
  key: string,
  patch: Partial<Pick<DraftLine, 'amount' | 'cost'>>,
): DraftLine[] {
  return lines.map((l) => (l.key === key ? { ...l, ...patch } : l));
}

export const removeLine = (lines: readonly DraftLine[], key: string): DraftLine[] =>
  lines.filter((l) => l.key !== key);

/** A picked id (a select's value), or null while nothing is picked. */
const positiveId = (text: string): number | null => {
  const t = text.trim();
  if (!WHOLE.test(t)) return null;
  const n = Number(t);
  return n >= 1 && n <= MAX_ID ? n : null;
};

/** The amount a line asks for, or null while it is not a whole number from 1. */
export function lineAmount(line: Pick<DraftLine, 'amount'>): number | null {
  const text = line.amount.trim();
  if (!WHOLE.test(text)) return null;
  const n = Number(text);
  return n >= 1 && n <= MAX_AMOUNT ? n : null;
}

/**
 * The storages whose balance each line shows: the one stock leaves (its balance bounds the
 * amount) and the one it reaches. A user's own holding is not a picked storage: unknown here.
 */
export function balanceStorages(
  mode: StockMode,
  draft: Pick<StockDraft, 'storage_id' | 'to_storage_id' | 'direction'>,
): { source: number | null; destination: number | null } {
  const storage = positiveId(draft.storage_id);
  switch (mode) {
    case 'in':
      return { source: null, destination: storage };
    case 'out':
      return { source: storage, destination: null };
    case 'userMove':
      return draft.direction === 'to_user'
        ? { source: storage, destination: null }
        : { source: null, destination: storage };
    default:
      return { source: storage, destination: positiveId(draft.to_storage_id) };
  }
}

export type DraftCheck = { ok: true; body: StockBody } | { ok: false; issues: FieldIssues };

/** Message keys of the form's own problems (namespace stockForm.validation). */
const V = (key: string, values?: Record<string, number>) => ({
  key: `stockForm.validation.${key}`,
  ...(values ? { values } : {}),
});

/**
 * Checks a draft before it is sent and builds the call's JSON body; the issues are keyed by
 * field (`storage_id`, `to_storage_id`, `user_id`, `items`, `items.{i}.amount|cost`).
 */
export function checkDraft(mode: StockMode, draft: StockDraft): DraftCheck {
  const issues: FieldIssues = {};
  const storageId = positiveId(draft.storage_id);
  if (storageId === null) issues.storage_id = V(mode === 'in' ? 'pickStorage' : 'pickSource');
  const isMove = mode === 'move' || mode === 'toLine';
  const toId = isMove ? positiveId(draft.to_storage_id) : null;
  if (isMove) {
    if (toId === null) issues.to_storage_id = V('pickDestination');
    else if (toId === storageId) issues.to_storage_id = V('sameStorage');
  }
  const userId = mode === 'userMove' ? positiveId(draft.user_id) : null;
  if (mode === 'userMove' && userId === null) issues.user_id = V('pickUser');

  if (draft.lines.length === 0) issues.items = V('noLines');
  else if (draft.lines.length > MAX_BILL_LINES)
    issues.items = V('tooManyLines', { max: MAX_BILL_LINES });
  const items: StockItemBody[] = draft.lines.map((line, i) => {
    const amount = lineAmount(line);
    if (amount === null) issues[`items.${i}.amount`] = V('amount', { max: MAX_AMOUNT });
    const item: StockItemBody = { product_id: line.product_id, amount: amount ?? 0 };
    if (mode === 'in') {
      const cost = line.cost.trim().replace(/,/g, '');
      if (cost !== '') {
        if (COST.test(cost)) item.cost = cost;
        else issues[`items.${i}.cost`] = V('cost');
      }
    }
    return item;
  });
  if (Object.keys(issues).length > 0) return { ok: false, issues };

  const note = draft.note.trim();
  const common = { ...(note ? { note } : {}), items };
  if (isMove)
    return { ok: true, body: { from_storage_id: storageId!, to_storage_id: toId!, ...common } };
  if (mode === 'userMove')
    return {
      ok: true,
      body: { user_id: userId!, storage_id: storageId!, direction: draft.direction, ...common },
    };
  return { ok: true, body: { storage_id: storageId!, ...common } };
}

/** FNV-1a of a text, as 8 hex digits: enough to tell two bodies of one draft apart. */
function fnv1a(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(16).padStart(8, '0');
}

/** What tells one chosen image from another without reading it. */
export interface ImageSignature {
  name: string;
  size: number;
  lastModified: number;
}

/**
 * The Idempotency-Key of a bill: the same draft sent again with the same body and image (a
 * retry after a dropped answer) moves stock once; an edited draft is a new request.
 */
export function stockRequestKey(
  mode: StockMode,
  draftId: string,
  body: StockBody,
  image: ImageSignature | null,
): string {
  const sig = image ? `${image.name}:${image.size}:${image.lastModified}` : '';
  return `stock-${mode}-${draftId}-${fnv1a(`${JSON.stringify(body)}|${sig}`)}`;
}
