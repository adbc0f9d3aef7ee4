import { describe, expect, it } from 'vitest';
import {
  initialReceive,
  lineIssue,
  poRequestKey,
  receiveLines,
  receiveReducer,
  receiveSummary,
  type ReceiveAction,
} from '@/components/po/receive-state';
import { PO_CLOSED, PO_PARTIAL } from '@/components/po/po-fixtures';

const run = (actions: ReceiveAction[]) =>
  actions.reduce(receiveReducer, initialReceive(PO_PARTIAL));
const SOAP = '2000000000046';
const MASK = '2000000000053';

describe('counting a receipt by scanning', () => {
  it('counts a scan on the line of its barcode or SKU', () => {
    const s = run([
      { type: 'scan', code: SOAP },
      { type: 'scan', code: ` ${SOAP} ` },
      { type: 'scan', code: 'mask-10' },
    ]);
    expect(s.lines.map((l) => l.count)).toEqual(['2', '1']);
    expect(s.last).toEqual({ kind: 'counted', product_id: 5, count: 1, open: 5 });
    expect(s.scans).toBe(3);
  });

  it('refuses a scan over what is still open, and an unknown code, counting nothing', () => {
    // 6 soaps are still open (4 of 10 received).
    const six = run(Array.from({ length: 6 }, () => ({ type: 'scan', code: SOAP }) as const));
    expect(six.lines[0]!.count).toBe('6');
    const seventh = receiveReducer(six, { type: 'scan', code: SOAP });
    expect(seventh.lines[0]!.count).toBe('6');
    expect(seventh.last).toEqual({ kind: 'overOpen', product_id: 4, open: 6 });
    const unknown = receiveReducer(six, { type: 'scan', code: '999' });
    expect(unknown.last).toEqual({ kind: 'unknown', code: '999' });
    expect(unknown.lines).toEqual(six.lines);
  });

  it('says a line is done once nothing is open on it', () => {
    const s = receiveReducer(initialReceive(PO_CLOSED), { type: 'scan', code: MASK });
    expect(s.last).toEqual({ kind: 'closedLine', product_id: 5 });
  });

  it('takes typed quantities, flags what does not read or is over open', () => {
    const s = run([
      { type: 'set', product_id: 4, count: '7' },
      { type: 'set', product_id: 5, count: 'x' },
    ]);
    expect(s.lines.map(lineIssue)).toEqual(['overOpen', 'notANumber']);
    expect(receiveSummary(s.lines).invalid).toBe(true);
    const ok = receiveReducer(s, { type: 'set', product_id: 4, count: '6' });
    const fine = receiveReducer(ok, { type: 'set', product_id: 5, count: '' });
    expect(fine.lines.map(lineIssue)).toEqual([null, null]);
    expect(receiveSummary(fine.lines)).toEqual({
      units: 6,
      linesCounted: 1,
      linesLeftOpen: 1,
      invalid: false,
    });
    // Only counted lines are sent.
    expect(receiveLines(fine.lines)).toEqual([{ product_id: 4, quantity: 6 }]);
  });

  it('fills every open line, clears, and starts again from the PO after a receipt', () => {
    const filled = run([{ type: 'fillOpen' }]);
    expect(filled.lines.map((l) => l.count)).toEqual(['6', '5']);
    expect(receiveSummary(filled.lines).linesLeftOpen).toBe(0);
    expect(receiveReducer(filled, { type: 'clear' }).lines.map((l) => l.count)).toEqual(['', '']);
    const after = receiveReducer(filled, { type: 'reset', po: PO_CLOSED });
    expect(after.lines.map((l) => [l.open, l.count])).toEqual([
      [0, ''],
      [0, ''],
    ]);
  });

  it('keys an attempt by its body and photo: a retry is the same key, an edit another', () => {
    const body = { lines: [{ product_id: 4, quantity: 2 }] };
    const photo = { name: 'note.jpg', size: 10, lastModified: 1 };
    const a = poRequestKey('receive', 'd1', body, photo);
    expect(poRequestKey('receive', 'd1', body, photo)).toBe(a);
    expect(poRequestKey('receive', 'd1', body, null)).not.toBe(a);
    expect(
      poRequestKey('receive', 'd1', { lines: [{ product_id: 4, quantity: 3 }] }, photo),
    ).not.toBe(a);
    expect(a).toMatch(/^po-receive-d1-[0-9a-f]{8}$/);
  });
});
