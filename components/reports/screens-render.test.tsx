import { describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { drawScreen, expectTestIds, LANGUAGES, openingTag } from '@/components/testing/draw-screen';
import type { ReportFilterOptions } from '@/components/reports/report-filter-options';
import type { WmsSummaryState } from '@/components/reports/wms-summary-poll';
import { CommissionReportScreen } from '@/components/reports/screens/commission-report-screen';
import { DashboardReportScreen } from '@/components/reports/screens/dashboard-report-screen';
import { OrderReturnReportScreen } from '@/components/reports/screens/order-return-report-screen';
import { ProductReportScreen } from '@/components/reports/screens/product-report-screen';
import { SaleChannelProductReportScreen } from '@/components/reports/screens/sale-channel-product-report-screen';
import { SaleChannelReportScreen } from '@/components/reports/screens/sale-channel-report-screen';
import { TeamReportScreen } from '@/components/reports/screens/team-report-screen';
import { UserProductReportScreen } from '@/components/reports/screens/user-product-report-screen';
import { UserReportScreen } from '@/components/reports/screens/user-report-screen';
import { WmsFieldSummaryScreen } from '@/components/reports/screens/wms-field-summary-screen';
import { WmsProductSummaryScreen } from '@/components/reports/screens/wms-product-summary-screen';
import { WmsStorageSummaryScreen } from '@/components/reports/screens/wms-storage-summary-screen';

// Every report screen drawn on the server renderer, once per language, with the answers of
// docs/reports.md: no message key missing in th or en, money with two places and grouped
// thousands, the call's totals in the last row, the estimated mark, the export links of
// the same call, the dashboard's counters linking to their lists, and the warehouse
// summary while its job runs and once it is ready. (Calls and charts run in the browser:
// the Playwright spec.)

vi.mock('next/navigation', () => ({
  useRouter: () => ({ replace: () => {}, push: () => {}, prefetch: () => {} }),
  usePathname: () => '/backoffice/reports/sale-channel',
  useSearchParams: () =>
    new URLSearchParams('start_date=2026-10-01&end_date=2026-10-31&platform=3&page=2'),
}));

const S = {
  orders: 3,
  quantity: 7,
  amount: '12500.50',
  discount: '100.00',
  shipping: '90.00',
  cost: '8000.25',
  profit: '4500.25',
  cost_estimated: false,
};
const P = {
  orders: 2,
  quantity: 5,
  amount: '1250.00',
  cost: '700.00',
  profit: '550.00',
  cost_estimated: true,
};
const total = { ...S, orders: 5, amount: '1234567.80', cost_estimated: true };
const seller = { user_id: 4, user_name: 'สมชาย ใจดี', platform: 1, shop_id: null, shop_name: null };
const shop = { user_id: null, user_name: null, platform: 3, shop_id: 9, shop_name: 'ร้านโชปี้' };
const product = { product_id: 11, product_pn: 'SP-500', product_name: 'สบู่เหลว 500 มล.' };

const answers: Record<string, { rows: unknown[]; datum: Record<string, unknown> }> = {
  '/api/v1/reports/recbyteam': {
    rows: [
      { team_id: 2, team_name: 'ทีมเหนือ', ...S },
      { team_id: null, team_name: null, ...S, amount: '99.00' },
    ],
    datum: { state: 1, total, count: 2 },
  },
  '/api/v2/reports/recbysalechannel': {
    rows: [{ sale_channel_id: 1, sale_channel_name: 'หน้าร้าน', ...S, cost_estimated: true }],
    datum: { state: 1, total, count: 1 },
  },
  '/api/v2/reports/recbyuser': {
    rows: [
      { ...seller, ...S },
      { ...shop, ...S },
    ],
    datum: { state: 1, total, count: 2 },
  },
  '/api/v1/reports/recbyproduct': {
    rows: [
      { ...product, ...P },
      { product_id: null, product_pn: null, product_name: null, ...P },
    ],
    datum: { state: 1, total: P, count: 250 },
  },
  '/api/v2/reports/recbyuserproduct': {
    rows: [{ ...seller, ...product, ...P }],
    datum: { state: 1, total: P, count: 1 },
  },
  '/api/v1/reports/salebyplatformandpromotion': {
    rows: [{ sale_channel_id: 1, sale_channel_name: 'หน้าร้าน', ...product, bundle: true, ...P }],
    datum: {
      state: 1,
      total: P,
      count: 1,
      by_platform: [{ platform: 3, ...S }],
      by_promotion: [
        {
          promotion_id: 5,
          promotion_name: 'ชุดคู่',
          product_id: 11,
          product_name: 'สบู่',
          platform: 1,
          ...P,
        },
      ],
    },
  },
  '/api/v1/reports/orderreturn': {
    rows: [
      {
        ...product,
        orders: 1,
        quantity: 3,
        good: 1,
        broken: 1,
        lost: 1,
        other: 0,
        amount: '300.00',
        good_amount: '100.00',
        broken_amount: '100.00',
        lost_amount: '100.00',
        other_amount: '0.00',
      },
    ],
    datum: {
      state: 1,
      total: {
        orders: 1,
        quantity: 3,
        good: 1,
        broken: 1,
        lost: 1,
        other: 0,
        amount: '300.00',
        good_amount: '100.00',
        broken_amount: '100.00',
        lost_amount: '100.00',
        other_amount: '0.00',
      },
      by_day: [{ day: '2026-10-03', orders: 1, quantity: 3, amount: '300.00' }],
      by_reason: [{ reason: '', orders: 1, quantity: 3, amount: '300.00' }],
    },
  },
  '/api/v1/reports/commission': {
    rows: [
      {
        user_id: 4,
        user_name: 'สมชาย ใจดี',
        sale_channel_id: 1,
        sale_channel_name: 'หน้าร้าน',
        orders: 2,
        quantity: 4,
        amount: '2000.00',
        rate: '3.50',
        commission: '70.00',
      },
    ],
    datum: {
      state: 1,
      total: { orders: 2, quantity: 4, amount: '2000.00', commission: '70.00' },
      rates: [
        { sale_channel_id: 1, sale_channel_name: 'หน้าร้าน', rate: '3.50' },
        { sale_channel_id: 2, sale_channel_name: 'ตัวแทน', rate: '0.00' },
      ],
    },
  },
  '/api/v1/reports/dashboard': {
    rows: [
      {
        day: '2026-10-01',
        orders: 2,
        quantity: 3,
        amount: '500.00',
        cost: '200.00',
        profit: '300.00',
      },
      { day: '2026-10-02', orders: 0, quantity: 0, amount: '0.00', cost: '0.00', profit: '0.00' },
    ],
    datum: {
      state: 1,
      total: {
        ...total,
        average_order_value: '246913.56',
        cancelled_orders: 1,
        cancel_rate: '16.67',
        returned_orders: 0,
        return_rate: '0.00',
      },
      today: {
        orders: 4,
        amount: '1500.00',
        waiting_payment_check: 2,
        waiting_to_pack: 7,
        packed: 1,
        handed_over: 3,
        returning: 0,
        returned: 1,
      },
      by_platform: [{ platform: 1, ...S }],
      by_sale_channel: [{ sale_channel_id: 1, sale_channel_name: 'หน้าร้าน', ...S }],
      top_products: [{ ...product, ...P }],
    },
  },
};

vi.mock('@/components/reports/use-report', () => ({
  useReport: (endpoint: string) => ({
    data: answers[endpoint] ?? null,
    receivedAt: 1,
    loading: false,
    error: null,
    reload: () => {},
  }),
}));

const summary: { state: WmsSummaryState } = {
  state: { phase: 'preparing', polls: 2, datum: null, error: null },
};
vi.mock('@/components/reports/use-wms-summary', () => ({
  useWmsSummary: () => ({ ...summary.state, retry: () => {} }),
}));

const options: ReportFilterOptions = {
  saleChannels: [{ value: 1, label: 'หน้าร้าน' }],
  teams: [{ value: 2, label: 'ทีมเหนือ' }],
  staff: [{ value: 4, label: 'สมชาย ใจดี' }],
  shops: [{ value: 9, label: 'ร้านโชปี้', platform: 3 }],
  productSearch: true,
};

const row = (html: string, id: string) =>
  new RegExp(`<tr[^>]*data-testid="${id}"[^>]*>(.*?)</tr>`).exec(html)?.[1] ?? '';

describe.each(LANGUAGES)('report screens in %s', (locale, messages) => {
  const draw = (node: ReactNode) => drawScreen(locale, messages, node);

  it('draws a sales report: filters, the rows, the totals row and the exports of the same call', () => {
    const html = draw(<SaleChannelReportScreen options={options} />);
    expectTestIds(html, [
      'report-sale-channel-dates-input',
      'report-sale-channel-dates-lastMonth',
      'report-sale-channel-filter-team_id',
      'report-sale-channel-filter-user_id',
      'report-sale-channel-filter-platform',
      'report-sale-channel-filter-shop_id',
      'report-sale-channel-filter-payment_type',
      'report-sale-channel-filter-product_id-input',
      'report-sale-channel-chart',
      'report-sale-channel-table-row',
      'report-sale-channel-table-total',
      'report-estimated',
    ]);
    // The URL's October is "last month" only when today is in November: not pressed here.
    expect(openingTag(html, 'report-sale-channel-dates-today')).toContain('aria-pressed="false"');
    expect(html).toContain('>12,500.50<');
    const totals = row(html, 'report-sale-channel-table-total');
    expect(totals).toContain(messages.reports.total);
    expect(totals).toContain('1,234,567.80');
    expect(totals).toContain('data-testid="report-estimated"');
    // The sale channel report offers no sale channel filter.
    expect(html).not.toContain('data-testid="report-sale-channel-filter-sale_channel_id"');
    expect(openingTag(html, 'report-sale-channel-export-xlsx')).toContain(
      'href="/api/v2/reports/recbysalechannel?start_date=2026-10-01&amp;end_date=2026-10-31&amp;platform=3&amp;format=xlsx"',
    );
    expect(openingTag(html, 'report-sale-channel-export-csv')).toContain('format=csv');
    // The chart waits for the browser (recharts measures the DOM).
    expect(openingTag(html, 'report-sale-channel-chart')).not.toContain('data-ready');
  });

  it('names empty groups and platform shops instead of leaving them blank', () => {
    const team = draw(<TeamReportScreen options={options} />);
    expect(team).toContain(`>${messages.reports.names.noTeam}<`);
    const user = draw(<UserReportScreen options={options} />);
    expect(user).toContain('สมชาย ใจดี');
    expect(user).toContain(`ร้านโชปี้ (${messages.orders.platforms['3']})`);
    const products = draw(<ProductReportScreen options={options} />);
    expect(products).toContain(messages.reports.names.unmappedProduct);
  });

  it('pages the product-grain reports and says how many rows there are', () => {
    const html = draw(<ProductReportScreen options={options} />);
    expectTestIds(html, ['report-product-pager-count', 'report-product-pager-page-3']);
    expect(openingTag(html, 'report-product-pager-count')).toContain('data-count="250"');
    expect(openingTag(html, 'report-product-export-xlsx')).toContain('page=2&amp;limit=100');
    // Product grain has no discount or shipping columns.
    expect(row(html, 'report-product-table-total')).not.toContain('data-column="discount"');
    draw(<UserProductReportScreen options={options} />);
    const channelProduct = draw(<SaleChannelProductReportScreen options={options} />);
    expectTestIds(channelProduct, [
      'report-salechannel-product-by-platform-row',
      'report-salechannel-product-by-promotion-row',
    ]);
    expect(channelProduct).toContain(`>${messages.reports.bundle}<`);
  });

  it('draws the dashboard: counters linking to their lists, the period, the days', () => {
    const html = draw(
      <DashboardReportScreen options={options} openable={['/backoffice/orders']} />,
    );
    expect(openingTag(html, 'dashboard-today-waitingToPack')).toContain(
      'href="/backoffice/orders?status=111"',
    );
    // The reader may not open the payment queue: that counter is a card, not a link.
    expect(openingTag(html, 'dashboard-today-waitingPaymentCheck')).toMatch(/^<div/);
    expect(html).toContain('16.67%');
    expect(html).toContain('246,913.56');
    expectTestIds(html, [
      'dashboard-stat-cancelRate',
      'report-dashboard-per-day-chart',
      'report-dashboard-platform-chart',
      'report-dashboard-sale-channel-chart',
      'report-dashboard-top-products-chart',
      'report-dashboard-table-total',
    ]);
  });

  it('draws the returns by reason and condition, and the commission with its rates', () => {
    const returns = draw(<OrderReturnReportScreen options={options} />);
    expect(returns).toContain(`>${messages.reports.names.noReason}<`);
    expect(returns).toContain(`>${messages.reports.period.returnLabel}</label>`);
    expectTestIds(returns, [
      'report-order-return-by-condition-row',
      'report-order-return-table-total',
    ]);
    const commission = draw(<CommissionReportScreen options={options} />);
    expect(commission).toContain('3.50%');
    expect(openingTag(commission, 'commission-rate-1')).toContain('value="3.5"');
    expect(openingTag(commission, 'commission-rate-2')).toContain('value="0"');
    expectTestIds(commission, ['commission-rates-save', 'report-commission-table-total']);
  });

  it('tells the warehouse summary is being prepared, then fills it', () => {
    summary.state = { phase: 'preparing', polls: 2, datum: null, error: null };
    const waiting = draw(<WmsStorageSummaryScreen options={options} />);
    expect(waiting).toContain(messages.reports.wms.preparing);
    expect(waiting).not.toContain('data-testid="report-summary-wms-result"');

    const measures = { orders: 2, parcels: 2, quantity: 3, amount: '1500.00' };
    summary.state = {
      phase: 'ready',
      polls: 3,
      error: null,
      datum: {
        state: 1,
        wms: [{ storage_id: 1, storage_name: 'คลังหลัก', ...measures }],
        product: [{ wms_product_id: 3, sku: 'SP-500', name: 'สบู่', ...measures }],
        sale_channel: [{ sale_channel_id: 1, sale_channel_name: 'หน้าร้าน', ...measures }],
        shipping_user: [{ user_id: 5, user_name: 'คนแพ็ก', ...measures }],
        user: [{ user_id: null, user_name: null, ...measures }],
        total: measures,
      },
    };
    const withStorages = {
      ...options,
      storages: [{ id: 1, name: 'คลังหลัก', kind: 1, line: null, active: true }],
    };
    const ready = draw(<WmsStorageSummaryScreen options={withStorages} />);
    expect(ready).not.toContain(messages.reports.wms.preparing);
    expect(openingTag(ready, 'report-summary-wms-result')).toContain('data-ready="true"');
    expect(row(ready, 'report-summary-wms-wms-table-row')).toContain('คลังหลัก');
    expect(row(ready, 'report-summary-wms-wms-table-total')).toContain('1,500.00');
    expect(row(ready, 'report-summary-wms-wms-table-total')).toContain('data-column="parcels"');
    // The summary narrows by storage, not by the sales filters.
    expectTestIds(ready, ['report-summary-wms-filter-storage_id']);
    expect(ready).not.toContain('data-testid="report-summary-wms-filter-sale_channel_id"');
    expect(ready).toContain(`>${messages.reports.period.packedLabel}</label>`);
    // Its calls make no file: no export buttons that would download JSON.
    expect(ready).not.toContain('data-testid="report-summary-wms-export-xlsx"');
    const product = draw(<WmsProductSummaryScreen options={options} />);
    expect(row(product, 'report-summary-wms-product-product-table-row')).toContain('SP-500 · สบู่');
    const field = draw(<WmsFieldSummaryScreen options={options} />);
    expectTestIds(field, [
      'report-summary-wms-field-sale-channel-table-row',
      'report-summary-wms-field-shipping-user-table-row',
      'report-summary-wms-field-user-table-row',
    ]);
    // Platform orders have no sales staff: that row says so.
    expect(row(field, 'report-summary-wms-field-user-table-row')).toContain(
      messages.reports.names.noName,
    );
  });
});
