import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  MAX_BILL_LINES,
  MAX_LINE_AMOUNT,
  stockInInput,
  stockMoveInput,
  stockOutInput,
  userMoveInput,
} from '@/lib/domain/wms/inventory/writes/schemas';
import type { StockMode } from '@/components/wms/stock/stock-bill';
import {
  addProduct,
  balanceStorages,
  checkDraft,
  emptyDraft,
  lineAmount,
  removeLine,
  stepAmount,
  stockRequestKey,
  updateLine,
  type DraftLine,
  type DraftProduct,
  type StockDraft,
} from '@/components/wms/stock/stock-draft';

const soap: DraftProduct = {
  id: 4,
  name: 'สบู่สมุนไพร แพ็ก 3 ก้อน',
  sku: 'SOAP-3',
  barcode: '2000000000046',
  unit_name: 'ชิ้น',
};
const serum: DraftProduct = { ...soap, id: 1, name: 'เซรั่ม', sku: 'SERUM-30', barcode: null };

function linesOf(...products: DraftProduct[]): DraftLine[] {
  let lines: DraftLine[] = [];
  for (const p of products) {
    const r = addProduct(lines, p);
    if (!r.ok) throw new Error(r.reason);
    lines = r.lines;
  }
  return lines;
}

describe('adding products', () => {
  it('scanning the same product again adds 1 to its line', () => {
    const lines = linesOf(soap, serum, soap, soap);
    expect(lines.map((l) => [l.product_id, l.amount])).toEqual([
      [4, '3'],
      [1, '1'],
    ]);
  });

  it('answers the key of the line it changed', () => {
    const first = addProduct([], soap);
    const again = first.ok && addProduct(first.lines, soap);
    expect(first.ok && again && again.ok && again.key).toBe(first.ok && first.key);
  });

  it('a typed amount that is not a number starts again from 1', () => {
    const lines = updateLine(linesOf(soap), 'p4', { amount: '' });
    const r = addProduct(lines, soap);
    expect(r.ok && r.lines[0]!.amount).toBe('1');
  });

  it('refuses a new line past the most a bill may hold, but still counts known products', () => {
    const many = Array.from({ length: MAX_BILL_LINES }, (_, i) => ({ ...soap, id: i + 100 }));
    const full = linesOf(...many);
    expect(addProduct(full, serum)).toEqual({ ok: false, reason: 'tooManyLines' });
    const again = addProduct(full, many[0]!);
    expect(again.ok && again.lines[0]!.amount).toBe('2');
  });

  it('steps an amount, never below 1 nor above the line limit', () => {
    const lines = linesOf(soap);
    expect(stepAmount(lines, 'p4', -1)[0]!.amount).toBe('1');
    expect(stepAmount(stepAmount(lines, 'p4', 1), 'p4', 1)[0]!.amount).toBe('3');
    const top = updateLine(lines, 'p4', { amount: String(MAX_LINE_AMOUNT) });
    expect(stepAmount(top, 'p4', 1)[0]!.amount).toBe(String(MAX_LINE_AMOUNT));
    expect(removeLine(linesOf(soap, serum), 'p4').map((l) => l.product_id)).toEqual([1]);
  });

  it('reads an amount only as a whole number in range', () => {
    expect(lineAmount({ amount: ' 12 ' })).toBe(12);
    for (const bad of ['', '0', '1.5', '-3', 'abc', String(MAX_LINE_AMOUNT + 1)])
      expect(lineAmount({ amount: bad })).toBeNull();
  });
});

describe('checking a draft', () => {
  const withLines = (d: Partial<StockDraft>) => emptyDraft({ lines: linesOf(soap, serum), ...d });

  it('builds the stock-in body with costs (commas dropped) and the trimmed note', () => {
    const lines = updateLine(linesOf(soap, serum), 'p4', { cost: '1,250.5', amount: '5' });
    const r = checkDraft('in', emptyDraft({ storage_id: '2', note: '  ใบส่งของ 77 ', lines }));
    expect(r).toEqual({
      ok: true,
      body: {
        storage_id: 2,
        note: 'ใบส่งของ 77',
        items: [
          { product_id: 4, amount: 5, cost: '1250.5' },
          { product_id: 1, amount: 1 },
        ],
      },
    });
  });

  it('sends no cost and no note on other kinds, and no empty note at all', () => {
    const lines = updateLine(linesOf(soap), 'p4', { cost: '9' });
    const r = checkDraft('out', emptyDraft({ storage_id: '1', note: '  ', lines }));
    expect(r).toEqual({ ok: true, body: { storage_id: 1, items: [{ product_id: 4, amount: 1 }] } });
  });

  it('a move needs a destination other than its source', () => {
    expect(checkDraft('move', withLines({ storage_id: '1' }))).toMatchObject({
      ok: false,
      issues: { to_storage_id: { key: 'stockForm.validation.pickDestination' } },
    });
    expect(checkDraft('toLine', withLines({ storage_id: '1', to_storage_id: '1' }))).toMatchObject({
      ok: false,
      issues: { to_storage_id: { key: 'stockForm.validation.sameStorage' } },
    });
    expect(checkDraft('move', withLines({ storage_id: '1', to_storage_id: '3' }))).toMatchObject({
      ok: true,
      body: { from_storage_id: 1, to_storage_id: 3 },
    });
  });

  it('a user move needs the user and sends the direction', () => {
    const d = withLines({ storage_id: '1', direction: 'from_user' });
    expect(checkDraft('userMove', d)).toMatchObject({
      ok: false,
      issues: { user_id: { key: 'stockForm.validation.pickUser' } },
    });
    expect(checkDraft('userMove', { ...d, user_id: '7' })).toMatchObject({
      ok: true,
      body: { user_id: 7, storage_id: 1, direction: 'from_user' },
    });
  });

  it('names every problem by field, lines by index', () => {
    const lines = updateLine(updateLine(linesOf(soap, serum), 'p1', { amount: '0' }), 'p4', {
      cost: '1.23456',
    });
    const r = checkDraft('in', emptyDraft({ lines }));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(Object.keys(r.issues).sort()).toEqual(['items.0.cost', 'items.1.amount', 'storage_id']);
    expect(r.issues['items.1.amount']).toEqual({
      key: 'stockForm.validation.amount',
      values: { max: MAX_LINE_AMOUNT },
    });
    expect(checkDraft('out', emptyDraft({ storage_id: '1' }))).toMatchObject({
      ok: false,
      issues: { items: { key: 'stockForm.validation.noLines' } },
    });
  });

  // The form's check and the server's schema must agree: what the form sends, the server takes.
  const schemaOf: Record<StockMode, { safeParse: (v: unknown) => { success: boolean } }> = {
    in: stockInInput,
    out: stockOutInput,
    move: stockMoveInput,
    toLine: stockMoveInput,
    userMove: userMoveInput,
  };
  const id = fc.integer({ min: 1, max: 50 }).map(String);
  const drafts = fc.record({
    mode: fc.constantFrom<StockMode>('in', 'out', 'move', 'toLine', 'userMove'),
    storage_id: fc.oneof(id, fc.constantFrom('', 'x')),
    to_storage_id: fc.oneof(id, fc.constant('')),
    user_id: fc.oneof(id, fc.constant('')),
    direction: fc.constantFrom('to_user' as const, 'from_user' as const),
    note: fc.string({ maxLength: 40 }),
    lines: fc.uniqueArray(
      fc.record({
        product_id: fc.integer({ min: 1, max: 1000 }),
        amount: fc.oneof(
          fc.integer({ min: -2, max: MAX_LINE_AMOUNT + 2 }).map(String),
          fc.constantFrom('', '1.5', ' 7 '),
        ),
        cost: fc.oneof(
          fc.constant(''),
          fc.double({ min: 0, max: 1e6, noNaN: true }).map((n) => n.toFixed(4)),
          fc.constantFrom('12.34567', '-1', 'abc', '1,000.25'),
        ),
      }),
      { maxLength: 5, selector: (l) => l.product_id },
    ),
  });

  it('every body the form accepts, the server schema accepts too', () => {
    fc.assert(
      fc.property(drafts, ({ mode, lines, ...rest }) => {
        const draft = emptyDraft({
          ...rest,
          lines: lines.map((l) => ({
            ...l,
            key: `p${l.product_id}`,
            name: 'x',
            sku: 'x',
            barcode: null,
            unit_name: null,
          })),
        });
        const r = checkDraft(mode, draft);
        if (r.ok) expect(schemaOf[mode].safeParse(r.body).success).toBe(true);
        else {
          // A refusal names a real problem: the lines' own rules agree with the schema's.
          for (const [i, l] of draft.lines.entries()) {
            const amountOk = stockOutInput.shape.items.safeParse([
              { product_id: l.product_id, amount: l.amount.trim() },
            ]).success;
            expect(`items.${i}.amount` in r.issues).toBe(!amountOk);
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('where the balances come from', () => {
  const d = { storage_id: '2', to_storage_id: '5', direction: 'to_user' as const };
  it('by mode and direction', () => {
    expect(balanceStorages('in', d)).toEqual({ source: null, destination: 2 });
    expect(balanceStorages('out', d)).toEqual({ source: 2, destination: null });
    expect(balanceStorages('move', d)).toEqual({ source: 2, destination: 5 });
    expect(balanceStorages('toLine', { ...d, to_storage_id: '' })).toEqual({
      source: 2,
      destination: null,
    });
    expect(balanceStorages('userMove', d)).toEqual({ source: 2, destination: null });
    expect(balanceStorages('userMove', { ...d, direction: 'from_user' })).toEqual({
      source: null,
      destination: 2,
    });
  });
});

describe('the Idempotency-Key', () => {
  const body = { storage_id: 1, items: [{ product_id: 4, amount: 2 }] };
  const image = { name: 'bill.png', size: 1200, lastModified: 1 };

  it('is the same for the same draft, body and image', () => {
    expect(stockRequestKey('in', 'd1', body, image)).toBe(stockRequestKey('in', 'd1', body, image));
    expect(stockRequestKey('in', 'd1', body, null)).toMatch(/^stock-in-d1-[0-9a-f]{8}$/);
  });

  it('changes with the draft, the body, the image or the call', () => {
    const base = stockRequestKey('in', 'd1', body, image);
    const others = [
      stockRequestKey('in', 'd2', body, image),
      stockRequestKey('in', 'd1', { ...body, items: [{ product_id: 4, amount: 3 }] }, image),
      stockRequestKey('in', 'd1', body, { ...image, size: 1201 }),
      stockRequestKey('in', 'd1', body, null),
      stockRequestKey('out', 'd1', body, image),
    ];
    expect(new Set([base, ...others]).size).toBe(6);
  });
});
