'use client';
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import type { StorageHistoryRow } from '@/lib/domain/wms/inventory/reads/schemas';
import { formatDateTime } from '@/lib/time/date-format';
import { formatNumber } from '@/components/data-table';
import { Pagination } from '@/components/data-table/pagination';
import { cn } from '@/components/ui/cn';
import { formatSigned } from '@/components/wms/inventory/format';
import { kindLabel } from '@/components/wms/inventory/kind-label';
import { MiniTable } from '@/components/wms/inventory/mini-table';

/**
 * The ledger rows of the storage history, one page, newest first; the bill number opens the
 * bill.
 */
export function StorageHistoriesTable({
  rows,
  page,
  limit,
  total,
  onPage,
}: {
  rows: readonly StorageHistoryRow[];
  page: number;
  limit: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const t = useTranslations('inventorySummary');
  const tKinds = useTranslations('inventoryKinds');
  const locale = useLocale();
  const pageCount = Math.max(1, Math.ceil(total / limit));
  const pager = {
    getPageCount: () => pageCount,
    getCanPreviousPage: () => page > 1,
    getCanNextPage: () => page < pageCount,
    setPageIndex: (index: number) => onPage(index + 1),
    previousPage: () => onPage(page - 1),
    nextPage: () => onPage(page + 1),
  };
  return (
    <div className="space-y-2">
      <MiniTable
        rows={rows}
        rowKey={(r) => String(r.id)}
        testId="storage-history-rows"
        maxHeight={560}
        columns={[
          { header: t('fields.time'), cell: (r) => formatDateTime(r.CreateAt, locale) },
          {
            header: t('fields.billNumber'),
            cell: (r) => (
              <Link
                href={`/wms/historydetail/${r.bill_id}`}
                className="font-mono font-semibold text-brand-700 hover:underline"
                data-testid={`storage-history-bill-${r.id}`}
              >
                {r.BillNumber}
              </Link>
            ),
          },
          { header: t('fields.kind'), cell: (r) => kindLabel(r.Kind, tKinds) },
          {
            header: t('fields.product'),
            cell: (r) => (
              <span className="block max-w-xs truncate">
                {r.product_name} <span className="font-mono text-slate-500">{r.sku}</span>
              </span>
            ),
          },
          { header: t('fields.storage'), cell: (r) => r.storage_name },
          {
            header: t('fields.amount'),
            numeric: true,
            cell: (r) => (
              <span
                className={cn(
                  'font-semibold',
                  r.amount > 0 ? 'text-emerald-700' : r.amount < 0 ? 'text-red-700' : '',
                )}
              >
                {formatSigned(r.amount, locale)}
              </span>
            ),
          },
          {
            header: t('fields.balanceAfter'),
            numeric: true,
            cell: (r) => formatNumber(r.balance_after, locale),
          },
          { header: t('fields.user'), cell: (r) => r.UserName },
        ]}
      />
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-600">
        <p data-testid="storage-history-total">
          {t('rowsTotal', { total: formatNumber(total, locale) })}
        </p>
        <Pagination table={pager} page={page} testId="storage-history-pages" />
      </div>
    </div>
  );
}
