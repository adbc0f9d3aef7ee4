'use client';
import { useCallback, useMemo } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Panel } from '@/components/layout/panel';
import { MiniTable, type MiniColumn } from '@/components/wms/inventory/mini-table';
import { amountSlices } from '@/components/reports/chart-data';
import { EstimatedMark } from '@/components/reports/estimated-mark';
import { nameColumn } from '@/components/reports/report-columns';
import type { ReportFilterOptions } from '@/components/reports/report-filter-options';
import { formatCount, formatMoney } from '@/components/reports/report-format';
import { platformName, productName, saleChannelName } from '@/components/reports/report-names';
import { productColumns } from '@/components/reports/product-columns';
import type {
  ProductMeasures,
  ReportAnswer,
  SaleChannelProductDatum,
  SaleChannelProductRow,
} from '@/components/reports/report-types';
import { SalesReport } from '@/components/reports/sales-report';
import { SharePieChart } from '@/components/reports/share-pie-chart';

/**
 * /backoffice/reports/salechannel-product (GET /api/v1/reports/salebyplatformandpromotion):
 * cost and profit of each product in each sale channel (paged), the same by platform, and
 * the products sold inside promotion bundles.
 */
export function SaleChannelProductReportScreen({ options }: { options: ReportFilterOptions }) {
  const t = useTranslations();
  const nameOf = useCallback(
    (r: SaleChannelProductRow) => `${saleChannelName(t, r)} · ${productName(t, r)}`,
    [t],
  );
  const nameColumns = useMemo(
    () => [
      nameColumn<SaleChannelProductRow>(
        'sale_channel',
        t('reports.columns.saleChannel'),
        (r) => saleChannelName(t, r),
        t('reports.total'),
      ),
      ...productColumns<SaleChannelProductRow>(t),
      nameColumn<SaleChannelProductRow>('bundle', t('reports.columns.promotion'), (r) =>
        r.bundle ? (
          <span
            title={t('reports.bundleHint')}
            className="rounded bg-brand-50 px-1.5 py-0.5 text-xs font-semibold text-brand-700"
          >
            {t('reports.bundle')}
          </span>
        ) : null,
      ),
    ],
    [t],
  );
  const extra = useCallback(
    (answer: ReportAnswer<SaleChannelProductRow, SaleChannelProductDatum>) => (
      <ByPlatformAndPromotion datum={answer.datum} />
    ),
    [],
  );
  return (
    <SalesReport<SaleChannelProductRow, SaleChannelProductDatum>
      endpoint="/api/v1/reports/salebyplatformandpromotion"
      options={options}
      filters={['sale_channel_id', 'platform', 'shop_id', 'payment_type', 'product_id']}
      grain="product"
      paged
      nameColumns={nameColumns}
      nameOf={nameOf}
      getRowId={(r) => `${r.sale_channel_id ?? 0}-${r.product_id ?? 0}-${r.bundle ? 1 : 0}`}
      extra={extra}
      testId="report-salechannel-product"
    />
  );
}

function ByPlatformAndPromotion({ datum }: { datum: SaleChannelProductDatum }) {
  const t = useTranslations();
  const locale = useLocale();
  const byPlatform = datum.by_platform ?? [];
  const byPromotion = datum.by_promotion ?? [];
  const measures: Array<MiniColumn<ProductMeasures>> = [
    {
      header: t('reports.columns.quantity'),
      numeric: true,
      cell: (r) => formatCount(r.quantity, locale),
    },
    {
      header: t('reports.columns.amount'),
      numeric: true,
      cell: (r) => formatMoney(r.amount, locale),
    },
    {
      header: t('reports.columns.cost'),
      numeric: true,
      cell: (r) => (
        <>
          {formatMoney(r.cost, locale)}
          {r.cost_estimated ? <EstimatedMark /> : null}
        </>
      ),
    },
    {
      header: t('reports.columns.profit'),
      numeric: true,
      cell: (r) => formatMoney(r.profit, locale),
    },
  ];
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Panel title={t('reports.saleChannelProduct.byPlatform')}>
        {byPlatform.length > 0 && (
          <SharePieChart
            slices={amountSlices(
              byPlatform,
              (r) => platformName(t, r.platform),
              t('reports.charts.others'),
            )}
            label={t('reports.saleChannelProduct.byPlatform')}
            testId="report-salechannel-product-platform-chart"
          />
        )}
        <MiniTable
          rows={byPlatform}
          rowKey={(r) => String(r.platform ?? 0)}
          testId="report-salechannel-product-by-platform"
          columns={[
            { header: t('reports.columns.platform'), cell: (r) => platformName(t, r.platform) },
            ...measures,
          ]}
        />
      </Panel>
      <Panel title={t('reports.saleChannelProduct.byPromotion')}>
        <MiniTable
          rows={byPromotion}
          rowKey={(r, i) => `${r.promotion_id ?? 0}-${r.product_id ?? 0}-${r.platform ?? 0}-${i}`}
          testId="report-salechannel-product-by-promotion"
          maxHeight={480}
          columns={[
            {
              header: t('reports.columns.promotion'),
              cell: (r) => r.promotion_name ?? `#${r.promotion_id ?? ''}`,
            },
            {
              header: t('reports.columns.product'),
              cell: (r) => (
                <span className="block max-w-48 truncate" title={r.product_name ?? ''}>
                  {productName(t, { ...r, product_pn: null })}
                </span>
              ),
            },
            { header: t('reports.columns.platform'), cell: (r) => platformName(t, r.platform) },
            ...measures,
          ]}
        />
      </Panel>
    </div>
  );
}
