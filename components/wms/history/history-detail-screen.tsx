'use client';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { HistoryDetail } from '@/lib/domain/wms/inventory/reads/schemas';
import { formatDateTime } from '@/lib/time/date-format';
import { formatNumber } from '@/components/data-table/format';
import { Panel } from '@/components/layout/panel';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { BillTable, SignedAmountCell } from '@/components/wms/bill-table';
import { BillImage } from '@/components/wms/history/bill-image';
import { useBillNoteText } from '@/components/wms/history/bill-note';
import { costText } from '@/components/wms/history/cost-text';
import { KindBadge } from '@/components/wms/history/kind-badge';
import { PrintStyles } from '@/components/wms/history/print-styles';

/**
 * /wms/historydetail/{id}: one stock bill as a printable page: number, kind, time, who,
 * from and to, note, the photo (zoomable), then every ledger line with its signed amount,
 * the balance it left and the unit cost. Print prints the bill alone.
 */
export function HistoryDetailScreen({ detail }: { detail: HistoryDetail }) {
  const t = useTranslations('inventoryHistory.detail');
  const tPo = useTranslations('poReceiving.history');
  const locale = useLocale();
  const noteText = useBillNoteText();
  const { Head: head, Data: lines } = detail;

  return (
    <div className="space-y-5" data-testid="history-detail">
      <PrintStyles />
      <PageHeader
        title={
          <span className="flex flex-wrap items-center gap-3">
            <span data-testid="history-detail-number">{head.BillNumber}</span>
            <KindBadge kind={head.Kind} testId="history-detail-kind" />
          </span>
        }
        subtitle={t('subtitle')}
        actions={
          <div className="flex flex-wrap gap-2" data-print-hide>
            <ButtonLink
              href="/wms/history"
              variant="secondary"
              size="lg"
              data-testid="history-detail-back"
            >
              {t('back')}
            </ButtonLink>
            <Button
              className="h-12 px-6 text-base"
              onClick={() => window.print()}
              data-testid="history-detail-print"
            >
              {t('print')}
            </Button>
          </div>
        }
      />
      <div className="grid gap-5 lg:grid-cols-3 print:block">
        <Panel title={t('head')}>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <Row label={t('time')} testId="history-detail-time">
              {formatDateTime(head.CreateAt, locale)}
            </Row>
            <Row label={t('user')} testId="history-detail-user">
              {head.UserName}
            </Row>
            {head.FromStorageName && (
              <Row label={t('from')} testId="history-detail-from">
                {head.FromStorageName}
              </Row>
            )}
            {head.ToStorageName && (
              <Row label={t('to')} testId="history-detail-to">
                {head.ToStorageName}
              </Row>
            )}
            {head.OrderID !== null && (
              <Row label={t('order')} testId="history-detail-order">
                <Link
                  href={`/backoffice/orders/${head.OrderID}`}
                  className="text-brand-700 hover:underline"
                >
                  {t('orderLink', { id: head.OrderID })}
                </Link>
              </Row>
            )}
            {head.PurchaseOrderID !== null && head.PoNumber !== null && (
              <Row label={tPo('po')} testId="history-detail-po">
                <Link
                  href={`/backoffice/po/view-${head.PurchaseOrderID}`}
                  className="text-brand-700 hover:underline"
                >
                  {head.PoNumber}
                </Link>
              </Row>
            )}
            <Row label={t('note')} testId="history-detail-note">
              {noteText(head) ?? '—'}
            </Row>
          </dl>
        </Panel>
        <div className="lg:col-span-2 print:mt-5">
          <Panel title={t('image')}>
            <BillImage url={head.BillImage} billNumber={head.BillNumber} />
          </Panel>
        </div>
      </div>
      <Panel title={t('lines', { count: lines.length })}>
        <div className="overflow-x-auto">
          <BillTable
            columns={[
              { label: t('product') },
              { label: t('sku') },
              { label: t('storage') },
              { label: t('amount'), numeric: true },
              { label: t('balanceAfter'), numeric: true },
              { label: t('unitCost'), numeric: true },
            ]}
          >
            {lines.map((line, i) => (
              <tr
                key={`${line.product_id}:${line.storage_id}:${i}`}
                data-testid="history-detail-line"
                data-product-id={line.product_id}
                data-storage-id={line.storage_id}
              >
                <td className="px-3 py-2 font-semibold text-slate-900">{line.product_name}</td>
                <td className="px-3 py-2 text-slate-600">{line.sku}</td>
                <td className="px-3 py-2">{line.storage_name}</td>
                <SignedAmountCell amount={line.amount} withValue testId="history-detail-amount" />
                <td
                  className="px-3 py-2 text-right tabular-nums"
                  data-testid="history-detail-balance"
                  data-value={line.balance_after}
                >
                  {formatNumber(line.balance_after, locale)}
                </td>
                <td className="px-3 py-2 text-right tabular-nums" data-testid="history-detail-cost">
                  {costText(line.unit_cost, locale)}
                </td>
              </tr>
            ))}
          </BillTable>
        </div>
      </Panel>
    </div>
  );
}

function Row({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-semibold text-slate-600">{label}</dt>
      <dd className="min-w-0 break-words text-slate-900" data-testid={testId}>
        {children}
      </dd>
    </>
  );
}
