import { describe, expect, it, vi } from 'vitest';
import { useLocale, useTranslations } from 'next-intl';
import { useTable } from '@tanstack/react-table';
import { dataTableFeatures } from '@/components/data-table/features';
import { drawScreen, expectTestIds, LANGUAGES, openingTag } from '@/components/testing/draw-screen';
import { PoListScreen } from '@/components/po/po-list-screen';
import { PoForm } from '@/components/po/po-form';
import { PoViewScreen } from '@/components/po/po-view-screen';
import { PoReceiveScreen } from '@/components/po/po-receive-screen';
import { PoScreenBody } from '@/components/po/po-screen-loader';
import { PoStatusBadge } from '@/components/po/po-status-badge';
import { poListColumns } from '@/components/po/po-list-columns';
import { PO_CLOSED, PO_DETAIL, PO_PARTIAL, PO_ROW } from '@/components/po/po-fixtures';
import { PO_STATUS } from '@/components/po/po-types';
import th from '@/messages/th.json';

// The purchase-order screens drawn once per language on the server renderer: no message
// key missing in th or en, each state's test ids, and what each po level may do.

vi.mock('next/navigation', () => ({
  useRouter: () => ({ replace: () => {}, push: () => {}, prefetch: () => {}, refresh: () => {} }),
  usePathname: () => '/backoffice/po',
  useSearchParams: () => new URLSearchParams('po_from=PO-2611-00001&po_to=PO-2611-00009'),
}));

const partners = [{ id: 2, name: 'บริษัท สยามซัพพลาย จำกัด' }];
const storages = [
  { id: 1, name: 'คลังหลัก' },
  { id: 6, name: 'คลังสำรอง' },
];
const approved = { ...PO_DETAIL, status: PO_STATUS.Approved };
const cancelled = { ...PO_DETAIL, status: PO_STATUS.Cancelled, cancelled_at: PO_DETAIL.created_at };

const ACTIONS = [
  'po-receive',
  'po-edit',
  'po-approve',
  'po-duplicate',
  'po-cancel',
  'po-delete',
] as const;
const shownActions = (html: string) => ACTIONS.filter((id) => html.includes(`data-testid="${id}"`));

describe('the status words', () => {
  it('names every status in Thai', () => {
    expect(th.poScreens.status).toEqual({
      '0': 'ร่าง',
      '1': 'อนุมัติแล้ว',
      '2': 'รับบางส่วน',
      '3': 'ปิดแล้ว',
      '4': 'ยกเลิก',
    });
  });
});

describe.each(LANGUAGES)('purchase order screens in %s', (locale, messages) => {
  it('draws the list, its filters, the print range of the URL and the new PO button', () => {
    const html = drawScreen(locale, messages, <PoListScreen canCreate partners={partners} />);
    expectTestIds(html, [
      'po-list',
      'po-list-search',
      'po-list-filter-po_from',
      'po-list-filter-po_to',
      'po-list-filter-partner_id',
      'po-list-filter-status',
      'po-list-filter-late',
      'po-list-date-input',
      'po-print-range',
      'po-create',
    ]);
    expect(openingTag(html, 'po-print-range')).toContain(
      'href="/api/v1/wms/po/pdf?po_from=PO-2611-00001&amp;po_to=PO-2611-00009"',
    );
    expect(openingTag(html, 'po-print-range')).toContain('target="_blank"');
    expect(openingTag(html, 'po-create')).toContain('href="/backoffice/po/create"');
    const reader = drawScreen(locale, messages, <PoListScreen canCreate={false} partners={[]} />);
    expect(reader).not.toContain('data-testid="po-create"');
  });

  it('draws a row: number link, status, late expected day in red, received of ordered', () => {
    const html = drawScreen(locale, messages, <Cells />);
    expect(openingTag(html, 'po-list-number-9')).toContain('href="/backoffice/po/view-9"');
    expect(openingTag(html, 'po-list-status-9')).toContain('data-status="2"');
    expect(openingTag(html, 'po-list-expected-9')).toContain('text-red-600');
    expect(html).toContain('4 / 15');
  });

  it('draws the empty form and a draft in the edit form, with the totals and VAT apart', () => {
    const ids = [
      'po-form',
      'po-form-partner',
      'po-form-storage',
      'po-form-expected',
      'po-form-note',
      'po-scan-input',
      'po-camera-open',
      'po-form-totals',
      'po-form-totals-total',
      'po-form-totals-vat',
      'po-form-totals-grand',
      'po-form-save',
      'po-form-cancel',
    ];
    const empty = drawScreen(
      locale,
      messages,
      <PoForm po={null} partners={partners} storages={storages} />,
    );
    expectTestIds(empty, [...ids, 'po-form-lines-empty']);
    expect(openingTag(empty, 'po-form-cancel')).toContain('href="/backoffice/po"');
    expect(empty).not.toContain('type="date"');

    const edit = drawScreen(
      locale,
      messages,
      <PoForm po={PO_DETAIL} partners={partners} storages={storages} />,
    );
    expectTestIds(edit, [...ids, 'po-form-lines', 'po-form-line-quantity', 'po-form-line-cost']);
    expect(edit.match(/data-testid="po-form-line"/g)).toHaveLength(2);
    expect(openingTag(edit, 'po-form-line-cost')).toContain('value="41.5"');
    expect(openingTag(edit, 'po-form-line-amount')).toContain('data-value="415.00"');
    expect(openingTag(edit, 'po-form-totals-total')).toContain('data-value="765.00"');
    expect(openingTag(edit, 'po-form-totals-vat')).toContain('data-value="53.55"');
    expect(openingTag(edit, 'po-form-totals-grand')).toContain('data-value="818.55"');
    expect(openingTag(edit, 'po-form-expected')).toContain(locale === 'th' ? '2569' : '2026');
    expect(openingTag(edit, 'po-form-cancel')).toContain('href="/backoffice/po/view-9"');
  });

  it('draws a draft with the actions of each level', () => {
    const owner = drawScreen(locale, messages, <PoViewScreen po={PO_DETAIL} level={3} />);
    expectTestIds(owner, [
      'po-view',
      'po-view-number',
      'po-view-status',
      'po-view-partner',
      'po-view-storage',
      'po-view-expected',
      'po-view-created',
      'po-view-approved',
      'po-view-note',
      'po-view-lines',
      'po-view-totals',
      'po-pdf',
      'po-attachment',
      'po-attachment-none',
      'po-attachment-upload',
      'po-attachment-input',
      'po-receipts-none',
    ]);
    expect(shownActions(owner)).toEqual([
      'po-edit',
      'po-approve',
      'po-duplicate',
      'po-cancel',
      'po-delete',
    ]);
    expect(openingTag(owner, 'po-pdf')).toContain('href="/api/v1/wms/po/pdf?id=9"');
    expect(openingTag(owner, 'po-edit')).toContain('href="/backoffice/po/edit-9"');
    expect(openingTag(owner, 'po-attachment-input')).toContain(
      'accept="application/pdf,image/jpeg,image/png,image/webp"',
    );
    expect(owner).toContain('0891112222');
    const clerk = drawScreen(locale, messages, <PoViewScreen po={PO_DETAIL} level={2} />);
    expect(shownActions(clerk)).toEqual(['po-edit', 'po-duplicate']);
    const reader = drawScreen(locale, messages, <PoViewScreen po={PO_DETAIL} level={1} />);
    expect(shownActions(reader)).toEqual([]);
    expect(reader).not.toContain('data-testid="po-attachment-upload"');
    expectTestIds(reader, ['po-pdf']);
  });

  it('draws an approved PO: receive and cancel while nothing arrived', () => {
    const html = drawScreen(locale, messages, <PoViewScreen po={approved} level={3} />);
    expect(shownActions(html)).toEqual(['po-receive', 'po-duplicate', 'po-cancel']);
    expect(openingTag(html, 'po-receive')).toContain('href="/backoffice/po/receive-9"');
  });

  it('draws a partly received PO with its attachment, receipts and open quantities', () => {
    const html = drawScreen(locale, messages, <PoViewScreen po={PO_PARTIAL} level={3} />);
    expect(shownActions(html)).toEqual(['po-receive', 'po-duplicate']);
    expectTestIds(html, ['po-attachment-open', 'po-attachment-remove', 'po-receipts']);
    expect(openingTag(html, 'po-attachment-open')).toContain(
      'href="/api/v1/files/1/po/9/quote.pdf"',
    );
    expect(openingTag(html, 'po-receipt-bill-77')).toContain('href="/wms/historydetail/77"');
    expect(openingTag(html, 'po-receipt-photo-77')).toContain(
      'href="/api/v1/files/1/bills/77.jpg"',
    );
    expect(html).toContain('IN-2611-00012');
    expect(html).toMatch(/data-testid="po-view-line-open" data-value="6"/);
    expect(html).toContain('data-late="1"');
  });

  it('draws a PO closed short with its reason, and a cancelled one', () => {
    const closed = drawScreen(locale, messages, <PoViewScreen po={PO_CLOSED} level={3} />);
    expectTestIds(closed, ['po-view-close-reason', 'po-view-closed']);
    expect(closed).toContain('ผู้ขายเลิกผลิตมาสก์');
    expect(shownActions(closed)).toEqual(['po-duplicate']);
    const gone = drawScreen(locale, messages, <PoViewScreen po={cancelled} level={3} />);
    expectTestIds(gone, ['po-view-cancelled']);
    expect(shownActions(gone)).toEqual(['po-duplicate', 'po-delete']);
    expect(gone).not.toContain('data-testid="po-attachment-upload"');
  });

  it('draws the receiving station: scan box, lines with what is open, photo, receive', () => {
    const html = drawScreen(locale, messages, <PoReceiveScreen po={PO_PARTIAL} level={3} />);
    expectTestIds(html, [
      'po-receive',
      'po-receive-number',
      'po-receive-scan-input',
      'po-receive-camera-open',
      'po-receive-fill',
      'po-receive-clear',
      'po-receive-line',
      'po-receive-line-open',
      'po-receive-line-count',
      'po-receive-line-less',
      'po-receive-line-more',
      'po-receive-photo-input',
      'po-receive-note',
      'po-receive-summary',
      'po-receive-submit',
      'po-close-short',
    ]);
    expect(html.match(/data-testid="po-receive-line"/g)).toHaveLength(2);
    expect(html).toMatch(/data-testid="po-receive-line-open" data-value="6"/);
    const photo = openingTag(html, 'po-receive-photo-input');
    expect(photo).toContain('capture="environment"');
    expect(photo).toContain('accept="image/jpeg,image/png,image/webp"');
    // Nothing counted yet: nothing to send.
    expect(openingTag(html, 'po-receive-submit')).toContain('disabled');
    const clerk = drawScreen(locale, messages, <PoReceiveScreen po={PO_PARTIAL} level={2} />);
    expect(clerk).not.toContain('data-testid="po-close-short"');
  });

  it('draws the receiving station of a PO that cannot receive', () => {
    for (const po of [PO_CLOSED, PO_DETAIL]) {
      const html = drawScreen(locale, messages, <PoReceiveScreen po={po} level={3} />);
      expectTestIds(html, ['po-receive-not-open', 'po-receive-back']);
      expect(html).not.toContain('data-testid="po-receive-scan-input"');
    }
  });

  it('draws the loading, refused and not-a-draft states of a PO page', () => {
    const loading = drawScreen(
      locale,
      messages,
      <PoScreenBody screen="view" level={1} loaded={{ kind: 'loading' }} />,
    );
    expectTestIds(loading, ['po-loading']);
    const missing = drawScreen(
      locale,
      messages,
      <PoScreenBody screen="view" level={1} loaded={{ kind: 'failed', msg: 'po.notFound' }} />,
    );
    expectTestIds(missing, ['po-load-error']);
    expect(missing).toContain((messages.errors.po as Record<string, string>).notFound);
    const notDraft = drawScreen(
      locale,
      messages,
      <PoScreenBody screen="edit" level={2} loaded={{ kind: 'ready', po: approved }} />,
    );
    expectTestIds(notDraft, ['po-not-draft']);
    const edit = drawScreen(
      locale,
      messages,
      <PoScreenBody
        screen="edit"
        level={2}
        partners={partners}
        storages={storages}
        loaded={{ kind: 'ready', po: PO_DETAIL }}
      />,
    );
    expectTestIds(edit, ['po-form']);
    const receive = drawScreen(
      locale,
      messages,
      <PoScreenBody screen="receive" level={2} loaded={{ kind: 'ready', po: PO_PARTIAL }} />,
    );
    expectTestIds(receive, ['po-receive-scan-input']);
  });

  it('draws every status badge', () => {
    for (const s of [0, 1, 2, 3, 4])
      expect(drawScreen(locale, messages, <PoStatusBadge status={s} testId="b" />)).toContain(
        `data-status="${s}"`,
      );
  });
});

/** The list's cells of one row, drawn without the table's fetch. */
function Cells() {
  const t = useTranslations('poScreens');
  const locale = useLocale();
  const table = useTable({
    features: dataTableFeatures,
    columns: poListColumns(t, locale),
    data: [PO_ROW],
    getRowId: (r) => String(r.id),
  });
  return (
    <table>
      <tbody>
        {table.getRowModel().rows.map((row) => (
          <tr key={row.id}>
            {row.getVisibleCells().map((cell) => (
              <td key={cell.id}>
                <table.FlexRender cell={cell} />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
