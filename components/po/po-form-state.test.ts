import { describe, expect, it } from 'vitest';
import { addPoProduct, costText, initialPoForm, poBody } from '@/components/po/po-form-state';
import { poAction } from '@/components/po/po-action';
import { rangePdfHref } from '@/components/po/po-list-screen';
import { PO_DETAIL } from '@/components/po/po-fixtures';

const soap = {
  id: 4,
  name: 'Soap',
  sku: 'SOAP-3',
  barcode: '2000000000046',
  unit_name: 'pack',
  avg_cost: '40.0000',
};

describe('the PO form', () => {
  it('adds a product once, a second scan adding 1, its cost guessed from the average', () => {
    const first = addPoProduct([], soap);
    expect(first.ok && first.lines).toEqual([
      expect.objectContaining({ product_id: 4, quantity: '1', unit_cost: '40' }),
    ]);
    const second = first.ok ? addPoProduct(first.lines, soap) : first;
    expect(second.ok && second.lines.map((l) => l.quantity)).toEqual(['2']);
    const free = addPoProduct([], { ...soap, avg_cost: '0.0000' });
    expect(free.ok && free.lines[0]!.unit_cost).toBe('');
  });

  it('writes costs as typed', () => {
    expect(costText('120.0000')).toBe('120');
    expect(costText('41.5000')).toBe('41.5');
    expect(costText('120')).toBe('120');
    expect(costText('0.0000')).toBe('0');
    expect(costText(null)).toBe('');
  });

  it('builds the body, or tells each field the server would refuse', () => {
    const form = initialPoForm(PO_DETAIL, 'th');
    expect(form.expected_at).toContain('2569');
    const ok = poBody(form, 'th');
    expect(ok).toEqual({
      ok: true,
      body: {
        partner_id: 2,
        storage_id: 1,
        expected_at: '2026-11-30',
        note: 'ส่งก่อนสิ้นเดือน',
        lines: [
          { product_id: 4, quantity: 10, unit_cost: '41.5' },
          { product_id: 5, quantity: 5, unit_cost: '70' },
        ],
      },
    });
    const bad = poBody(
      {
        partner_id: '',
        storage_id: '',
        expected_at: '31/02/2569',
        note: '',
        lines: [{ ...form.lines[0]!, quantity: '0', unit_cost: '1.23456' }],
      },
      'th',
    );
    expect(bad).toEqual({
      ok: false,
      issues: {
        partner_id: 'required',
        storage_id: 'required',
        expected_at: 'day',
        'lines.0.quantity': 'quantity',
        'lines.0.unit_cost': 'cost',
      },
    });
    const empty = poBody({ ...form, lines: [], expected_at: '' }, 'th');
    expect(empty).toEqual({ ok: false, issues: { lines: 'noLines' } });
  });
});

describe('the PO addresses', () => {
  it('reads the action segment', () => {
    expect(poAction('create')).toEqual({ kind: 'create' });
    expect(poAction('view-12')).toEqual({ kind: 'view', id: 12 });
    expect(poAction('edit-3')).toEqual({ kind: 'edit', id: 3 });
    expect(poAction('receive-7')).toEqual({ kind: 'receive', id: 7 });
    expect(poAction('view-0')).toBeNull();
    expect(poAction('view-99999999999')).toBeNull();
    expect(poAction('print-1')).toBeNull();
  });

  it('prints a range only with both ends', () => {
    expect(rangePdfHref('PO-2611-00001', ' PO-2611-00009 ')).toBe(
      '/api/v1/wms/po/pdf?po_from=PO-2611-00001&po_to=PO-2611-00009',
    );
    expect(rangePdfHref('PO-2611-00001', '')).toBeNull();
  });
});
