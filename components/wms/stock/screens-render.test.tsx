import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { drawScreen, expectTestIds, LANGUAGES } from '@/components/testing/draw-screen';
import type { HistoryDetail } from '@/lib/domain/wms/inventory/reads/schemas';
import type { StockBill, StorageOption } from '@/components/wms/stock/stock-bill';
import { emptyDraft, type DraftLine } from '@/components/wms/stock/stock-draft';
import { StockFormScreen } from '@/components/wms/stock/stock-form-screen';
import { StockLines } from '@/components/wms/stock/stock-lines';
import { StockSaved } from '@/components/wms/stock/stock-saved';
import { ShortLinesAlert } from '@/components/wms/stock/short-lines-alert';
import type { StockFormController } from '@/components/wms/stock/use-stock-form';
import { HistoryScreen } from '@/components/wms/history/history-screen';
import { HistoryDetailScreen } from '@/components/wms/history/history-detail-screen';

// The stock and history screens drawn once per language on the server renderer: no
// message key missing in th or en, and the test ids the end-to-end test drives are there.

vi.mock('next/navigation', () => ({
  useRouter: () => ({ replace: () => {}, push: () => {}, prefetch: () => {} }),
  usePathname: () => '/wms/history',
  useSearchParams: () => new URLSearchParams('kind=1&bill_number=IN'),
}));

const storages: StorageOption[] = [
  { id: 1, name: 'คลังหลัก', kind: 1, packing_line: null },
  { id: 2, name: 'คลังสำรอง', kind: 1, packing_line: null },
  { id: 3, name: 'ไลน์แพ็ก 1', kind: 2, packing_line: 'LINE-1' },
];
const holders = [{ id: 4, name: 'วิชัย ตัวแทนดี', group_id: 4 }];
const line: DraftLine = {
  key: 'p4',
  product_id: 4,
  name: 'สบู่สมุนไพร แพ็ก 3 ก้อน',
  sku: 'SOAP-3',
  barcode: '2000000000046',
  unit_name: 'ชิ้น',
  amount: '12',
  cost: '',
};
const bill: StockBill = {
  ID: 42,
  BillNumber: 'MOV-2611-00001',
  Kind: 3,
  Note: null,
  NoteKey: null,
  NoteParams: null,
  UserName: 'สมชาย ใจดี',
  CreateAt: '2026-11-20T03:00:00.000Z',
  BillImage: null,
  from_storage_id: 1,
  from_storage_name: 'คลังหลัก',
  to_storage_id: 2,
  to_storage_name: 'คลังสำรอง',
  lines: [
    { ...billLine(), storage_id: 1, storage_name: 'คลังหลัก', amount: -3, balance_after: 202 },
    { ...billLine(), storage_id: 2, storage_name: 'คลังสำรอง', amount: 3, balance_after: 3 },
  ],
};
function billLine() {
  return {
    product_id: 4,
    product_name: 'สบู่สมุนไพร แพ็ก 3 ก้อน',
    sku: 'SOAP-3',
    barcode: '2000000000046',
    unit_cost: '40.0000',
  };
}
const detail: HistoryDetail = {
  Head: {
    ID: 41,
    BillNumber: 'IN-2611-00007',
    Kind: 1,
    Note: 'ใบส่งของ 77',
    NoteKey: null,
    NoteParams: null,
    UserName: 'สมชาย ใจดี',
    CreateAt: '2026-11-20T02:00:00.000Z',
    BillImage: '/api/v1/files/1/bill-images/a.png',
    FromStorageName: null,
    ToStorageName: 'คลังหลัก',
    FromStorageID: null,
    ToStorageID: 1,
    OrderID: null,
    PurchaseOrderID: 9,
    PoNumber: 'PO-2611-00003',
  },
  Data: [{ ...billLine(), storage_id: 1, storage_name: 'คลังหลัก', amount: 5, balance_after: 205 }],
};
const nothing = () => {};

describe.each(LANGUAGES)('stock screens in %s', (locale, messages) => {
  const draw = (node: ReactNode) => drawScreen(locale, messages, node);

  it('draws each stock form with its pickers', () => {
    for (const screen of ['in', 'out', 'toLine'] as const) {
      const html = draw(<StockFormScreen screen={screen} storages={storages} />);
      expectTestIds(html, [
        'stock-form',
        'stock-storage',
        'stock-scan-input',
        'stock-camera-open',
        'stock-product-input',
        'stock-lines-empty',
        'stock-note',
        'stock-image-input',
        'stock-submit',
      ]);
      expect(html.includes('data-testid="stock-to-storage"')).toBe(screen === 'toLine');
    }
    const transfer = draw(
      <StockFormScreen screen="transfer" storages={storages} holders={holders} />,
    );
    expectTestIds(transfer, [
      'stock-transfer-kind-storage',
      'stock-transfer-kind-user',
      'stock-to-storage',
    ]);
  });

  it('offers only packing lines as the destination of a transfer to a line', () => {
    const html = draw(<StockFormScreen screen="toLine" storages={storages} />);
    const to = html.slice(html.indexOf('data-testid="stock-to-storage"'));
    expect(to).toContain('ไลน์แพ็ก 1 · LINE-1');
    expect(to.slice(0, to.indexOf('</select>'))).not.toContain('คลังสำรอง');
  });

  it('draws the lines with amounts, costs and balances', () => {
    const ctl = {
      draft: emptyDraft({ storage_id: '1', lines: [line] }),
      issues: { 'items.0.amount': { key: 'stockForm.validation.amount', values: { max: 9 } } },
      setLines: nothing,
      flashKey: null,
    } as unknown as StockFormController;
    const html = draw(
      <StockLines
        ctl={ctl}
        withCost
        balances={[
          { role: 'source', storageId: 1, label: 'a' },
          { role: 'destination', storageId: 2, label: 'b' },
        ]}
        balanceOf={(s) => (s === 1 ? 5 : undefined)}
        shortIds={new Set([4])}
        issueText={(i) => i?.key}
      />,
    );
    expectTestIds(html, [
      'stock-line',
      'stock-line-amount',
      'stock-line-inc',
      'stock-line-dec',
      'stock-line-cost',
      'stock-line-balance-source',
      'stock-line-balance-destination',
      'stock-line-over',
      'stock-line-remove',
      'stock-lines-total',
    ]);
    expect(html).toContain('data-value="5"');
    expect(html).toContain('data-short="true"');
  });

  it('draws a saved bill and a refused one', () => {
    const saved = draw(<StockSaved bill={bill} onNew={nothing} />);
    expectTestIds(saved, [
      'stock-saved',
      'stock-saved-number',
      'stock-saved-open',
      'stock-saved-new',
    ]);
    expect(saved).toContain('href="/wms/historydetail/42"');
    expect(saved).toContain('data-storage-id="2" data-balance="3"');
    const short = draw(
      <ShortLinesAlert
        lines={[{ product_id: 4, storage_id: 1, name: 'สบู่', balance: 3, wanted: 10 }]}
      />,
    );
    expectTestIds(short, ['stock-short', 'stock-short-line']);
  });

  it('draws the history list and a bill', () => {
    const list = draw(<HistoryScreen storages={storages} users={holders} />);
    expectTestIds(list, [
      'history-table',
      'history-table-filter-kind',
      'history-table-filter-storage_id',
      'history-table-filter-user_id',
      'history-table-filter-bill_number',
      'history-date-input',
      'history-product-input',
      'history-reset',
    ]);
    expect(list).not.toContain('type="date"');
    const html = draw(<HistoryDetailScreen detail={detail} />);
    expectTestIds(html, [
      'history-detail-number',
      'history-detail-kind',
      'history-detail-print',
      'history-detail-line',
      'history-detail-image',
      'history-detail-to',
      'history-detail-po',
    ]);
    expect(html).toContain('href="/backoffice/po/view-9"');
    expect(html).toContain('PO-2611-00003');
    expect(html).toContain('@media print');
    const bare = draw(
      <HistoryDetailScreen detail={{ ...detail, Head: { ...detail.Head, BillImage: null } }} />,
    );
    expectTestIds(bare, ['history-detail-no-image']);
  });

  it("writes the system's note of a bill in the reader's language, and a person's as typed", () => {
    const cancelled = draw(
      <HistoryDetailScreen
        detail={{
          ...detail,
          Head: {
            ...detail.Head,
            Kind: 6,
            Note: null,
            NoteKey: 'orderCancelled',
            NoteParams: { order_number: 'SO2611200001' },
          },
        }}
      />,
    );
    const said = { th: 'ยกเลิกออเดอร์ SO2611200001', en: 'Order SO2611200001 cancelled' }[locale];
    expect(cancelled).toMatch(new RegExp(`data-testid="history-detail-note">${said}<`));
    const typed = draw(<HistoryDetailScreen detail={detail} />);
    expect(typed).toContain('data-testid="history-detail-note">ใบส่งของ 77<');
  });
});
