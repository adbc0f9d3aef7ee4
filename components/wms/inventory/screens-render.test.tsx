import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { drawScreen, expectTestIds, LANGUAGES, openingTag } from '@/components/testing/draw-screen';
import type {
  Dashboard,
  StorageHistoryRow,
  SummaryRowV2,
} from '@/lib/domain/wms/inventory/reads/schemas';
import { BalancesScreen } from '@/components/wms/inventory/balances-screen';
import { DayBarChart } from '@/components/wms/inventory/day-bar-chart';
import { DetailScreen } from '@/components/wms/inventory/detail-screen';
import { PackingScreen } from '@/components/wms/inventory/packing-screen';
import { StorageBreakdown } from '@/components/wms/inventory/storage-breakdown';
import { StorageHistoriesTable } from '@/components/wms/inventory/storage-histories-table';
import { StorageHistoryScreen } from '@/components/wms/inventory/storage-history-screen';
import { SummaryScreen } from '@/components/wms/inventory/summary-screen';
import { DashboardCompactScreen } from '@/components/wms/dashboard/dashboard-compact-screen';
import { DashboardScreen } from '@/components/wms/dashboard/dashboard-screen';
import { LowStockList } from '@/components/wms/dashboard/low-stock-list';
import { LowStockTable } from '@/components/wms/dashboard/low-stock-table';
import { StatCards } from '@/components/wms/dashboard/stat-cards';
import { TopMoversChart } from '@/components/wms/dashboard/top-movers-chart';
import { ValueByStorageChart } from '@/components/wms/dashboard/value-by-storage-chart';
import { PromotionFormDialog } from '@/components/wms/promotion/promotion-form-dialog';
import { PromotionsScreen } from '@/components/wms/promotion/promotions-screen';
import { WaitShipScreen } from '@/components/wms/waitship/waitship-screen';

// Every inventory screen drawn once per language on the server renderer, as the server
// page sends it: no message key missing in th or en, the test ids the end-to-end tests
// drive are there, and no chart is drawn into the server HTML (recharts measures the DOM:
// a chart in the server HTML would not match the first client render).

vi.mock('next/navigation', () => ({
  useRouter: () => ({ replace: () => {}, push: () => {}, prefetch: () => {} }),
  usePathname: () => '/wms/inventory',
  useSearchParams: () => new URLSearchParams('storage_id=1&low=1&days=7'),
}));
vi.mock('@radix-ui/react-dialog', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  Portal: ({ children }: { children: ReactNode }) => children,
}));

const storages = [
  { id: 1, name: 'คลังหลัก', kind: 1, line: null, active: true },
  { id: 2, name: 'จุดพักไลน์ 1', kind: 2, line: 'L1', active: true },
];

const dashboard: Dashboard = {
  stock_value: '125000.50',
  units: 4200,
  products: 37,
  low_stock_count: 2,
  low_stock: [
    {
      ID: 7,
      product_id: 3,
      ProductName: 'สบู่เหลว 500 มล.',
      sku: 'SP-500',
      storage_id: 1,
      StorageName: 'คลังหลัก',
      balance: 0,
      threshold: 20,
      on_order: 50,
    },
    {
      ID: 8,
      product_id: 4,
      ProductName: 'ผ้าขนหนู',
      sku: 'TW-01',
      storage_id: 1,
      StorageName: 'คลังหลัก',
      balance: 3,
      threshold: 10,
      on_order: 0,
    },
  ],
  movements_per_day: [
    { date: '2026-11-19', in: 10, out: 4, move: 2 },
    { date: '2026-11-20', in: 0, out: 7, move: 0 },
  ],
  top_movers: [{ product_id: 4, ProductName: 'ผ้าขนหนู', sku: 'TW-01', units_out: 11 }],
  value_by_storage: [
    { storage_id: 1, StorageName: 'คลังหลัก', storage_kind: 1, units: 4200, value: '125000.50' },
  ],
  period: { start_date: '2026-11-14', end_date: '2026-11-20' },
};

const summaryRow: SummaryRowV2 = {
  product_id: 3,
  ProductName: 'สบู่เหลว 500 มล.',
  sku: 'SP-500',
  barcode: '8850000000017',
  unit_name: 'ขวด',
  balance: 12,
  cost: '45.2500',
  value: '543.00',
  threshold: 20,
  low: true,
  storages: 2,
  storage_breakdown: [
    {
      ID: 7,
      storage_id: 1,
      StorageName: 'คลังหลัก',
      storage_kind: 1,
      balance: 10,
      threshold: 20,
      low: true,
      value: '452.50',
    },
    {
      ID: 9,
      storage_id: 2,
      StorageName: 'จุดพักไลน์ 1',
      storage_kind: 2,
      balance: 2,
      threshold: 0,
      low: false,
      value: '90.50',
    },
  ],
};

const historyRow: StorageHistoryRow = {
  id: 101,
  bill_id: 55,
  BillNumber: 'OUT-2611-00003',
  Kind: 2,
  product_id: 3,
  product_name: 'สบู่เหลว 500 มล.',
  sku: 'SP-500',
  storage_id: 1,
  storage_name: 'คลังหลัก',
  amount: -4,
  balance_after: 10,
  unit_cost: '45.2500',
  user_id: 1,
  UserName: 'Admin',
  CreateAt: '2026-11-20T03:00:00Z',
};

describe.each(LANGUAGES)('inventory screens in %s', (locale, messages) => {
  const draw = (node: ReactNode) => drawScreen(locale, messages, node);
  const has = (html: string, ...ids: string[]) => expectTestIds(html, ids);

  it('draws the lists with their filters (the rows load in the browser)', () => {
    const balances = draw(<BalancesScreen storages={storages} canDelete />);
    has(balances, 'inventory-table', 'inventory-table-search', 'inventory-table-filter-storage_id');
    has(balances, 'inventory-low-only', 'inventory-table-loading');
    // The URL's low=1 is shown as the ticked switch.
    expect(openingTag(balances, 'inventory-low-only')).toContain('checked=""');
    has(draw(<SummaryScreen storages={storages} />), 'inventory-summary-table');
    has(draw(<DetailScreen storages={storages} />), 'inventory-detail-table');
    has(draw(<WaitShipScreen storages={storages} />), 'waitship-table');
    const promotions = draw(<PromotionsScreen canWrite canDelete />);
    has(promotions, 'promotions-table', 'promotion-create');
    expect(draw(<PromotionsScreen canWrite={false} canDelete={false} />)).not.toContain(
      'promotion-create',
    );
  });

  it('draws the report screens loading, with their filters', () => {
    const history = draw(<StorageHistoryScreen storages={storages} />);
    has(
      history,
      'storage-history-storage',
      'storage-history-dates-input',
      'storage-history-loading',
    );
    expect(history).not.toContain('type="date"');
    const packing = draw(<PackingScreen storages={storages} />);
    has(packing, 'packing-summary-line', 'packing-summary-dates-open', 'packing-summary-loading');
    expect(packing).toContain('>L1</option>');
    const full = draw(<DashboardScreen storages={storages} />);
    has(full, 'dashboard-days-7', 'dashboard-days-90', 'dashboard-storage', 'dashboard-loading');
    expect(openingTag(full, 'dashboard-days-7')).toContain('aria-pressed="true"');
    expect(openingTag(full, 'dashboard-days-30')).toContain('aria-pressed="false"');
    has(draw(<DashboardCompactScreen storages={storages} />), 'dashboard-refresh');
  });

  it("names the reports' days for what they filter: stock movements, packing bills, not orders", () => {
    const orderDates = [messages.orderList.dateRange, messages.dateRange.label];
    const history = draw(<StorageHistoryScreen storages={storages} />);
    expect(history).toContain(`>${messages.inventorySummary.movementDates}</label>`);
    for (const label of orderDates) expect(history).not.toContain(`>${label}</label>`);
    const packing = draw(<PackingScreen storages={storages} />);
    expect(packing).toContain(`>${messages.inventorySummary.packingDates}</label>`);
    for (const label of orderDates) expect(packing).not.toContain(`>${label}</label>`);
  });

  it('draws each chart as an empty box of fixed height on the server', () => {
    const charts = draw(
      <>
        <DayBarChart
          rows={dashboard.movements_per_day}
          bars={[{ key: 'in', name: 'in', color: '#000' }]}
          height={240}
          label="in"
          testId="chart-days"
        />
        <TopMoversChart rows={dashboard.top_movers} unitsLabel="u" label="top" />
        <ValueByStorageChart rows={dashboard.value_by_storage} othersName="o" label="value" />
      </>,
    );
    has(charts, 'chart-days', 'dashboard-top-movers-chart', 'dashboard-value-chart');
    expect(charts).toContain('height:240px');
    expect(charts).not.toContain('<svg');
    expect(charts).not.toContain('data-ready');
  });

  it('draws the dashboard blocks with data', () => {
    const cards = draw(<StatCards data={dashboard} big />);
    has(cards, 'dashboard-stat-value', 'dashboard-stat-units', 'dashboard-stat-low');
    expect(cards).toContain('125,000.50');
    const list = draw(<LowStockList rows={dashboard.low_stock} />);
    // The empty shelf first, and each item opens the filtered balances list.
    expect(list.indexOf('data-id="7"')).toBeLessThan(list.indexOf('data-id="8"'));
    expect(list).toContain('href="/wms/inventory?low=1&amp;q=SP-500&amp;storage_id=1"');
    has(draw(<LowStockList rows={[]} />), 'dashboard-low-none');
    // What is on order shows beside the gap, only where something is.
    expect(list.match(/data-testid="dashboard-low-on-order"/g)).toHaveLength(1);
    const table = draw(<LowStockTable rows={dashboard.low_stock} />);
    has(table, 'dashboard-low-link-7', 'dashboard-low-on-order-7', 'dashboard-low-on-order-8');
  });

  it('draws the detail breakdown and the storage history rows', () => {
    const breakdown = draw(<StorageBreakdown row={summaryRow} />);
    has(breakdown, 'inventory-detail-breakdown-3');
    expect(breakdown.match(/data-testid="inventory-detail-breakdown-3-row"/g)).toHaveLength(2);
    const rows = draw(
      <StorageHistoriesTable
        rows={[historyRow]}
        page={1}
        limit={20}
        total={45}
        onPage={() => {}}
      />,
    );
    has(rows, 'storage-history-rows', 'storage-history-bill-101', 'storage-history-pages-page-3');
    expect(rows).toContain('href="/wms/historydetail/55"');
    expect(rows).toContain('-4');
    expect(rows).toContain(`>${messages.inventoryKinds.out}<`);
  });

  it('draws the promotion form', () => {
    const form = draw(<PromotionFormDialog onClose={() => {}} onSaved={() => {}} />);
    has(form, 'promotion-form', 'promotion-form-name', 'promotion-form-product-input');
    has(form, 'promotion-form-component-input', 'promotion-form-submit');
  });
});
