'use client';
import Link from 'next/link';
import type { useTranslations } from 'next-intl';
import { formatDate, formatDateTime } from '@/lib/time/date-format';
import { dataTableColumns, formatNumber } from '@/components/data-table';
import { formatBaht } from '@/components/coupons/coupon-format';
import { cn } from '@/components/ui/cn';
import { PoStatusBadge } from '@/components/po/po-status-badge';
import { viewHref } from '@/components/po/po-action';
import type { PoRow } from '@/components/po/po-types';

const col = dataTableColumns<PoRow>();

type ListT = ReturnType<typeof useTranslations<'poScreens'>>;

/**
 * The PO list's columns: the number (opens the PO), partner, storage, status, the day the
 * goods are expected (red when late), units received of ordered, grand total and when it
 * was made and by whom.
 */
export function poListColumns(t: ListT, locale: string) {
  return col.columns([
    col.accessor('po_number', {
      header: t('columns.number'),
      enableHiding: false,
      enableSorting: true,
      cell: ({ row }) => (
        <Link
          href={viewHref(row.original.id)}
          className="inline-block py-1 font-mono font-semibold text-brand-700 hover:underline"
          data-testid={`po-list-number-${row.original.id}`}
        >
          {row.original.po_number}
        </Link>
      ),
    }),
    col.accessor('partner_name', { header: t('columns.partner') }),
    col.accessor('storage_name', { header: t('columns.storage') }),
    col.accessor('status', {
      header: t('columns.status'),
      cell: ({ row }) => (
        <PoStatusBadge status={row.original.status} testId={`po-list-status-${row.original.id}`} />
      ),
    }),
    col.accessor('expected_at', {
      header: t('columns.expected'),
      enableSorting: true,
      cell: ({ row }) => {
        const { expected_at: day, late, id } = row.original;
        if (!day) return '—';
        return (
          <span
            className={cn(late && 'font-semibold text-red-600')}
            data-testid={`po-list-expected-${id}`}
            data-late={late ? '1' : undefined}
          >
            {formatDate(day, locale)}
            {late && <span className="ml-1 text-xs">{t('late')}</span>}
          </span>
        );
      },
    }),
    col.accessor('quantity_received', {
      header: t('columns.received'),
      meta: { numeric: true },
      cell: ({ row }) => (
        <span data-testid={`po-list-received-${row.original.id}`}>
          {t('receivedOf', {
            received: formatNumber(row.original.quantity_received, locale),
            ordered: formatNumber(row.original.quantity_ordered, locale),
          })}
        </span>
      ),
    }),
    col.accessor('grand_total', {
      header: t('columns.grandTotal'),
      meta: { numeric: true },
      cell: ({ getValue }) => formatBaht(getValue(), locale),
    }),
    col.accessor('created_at', {
      header: t('columns.created'),
      enableSorting: true,
      cell: ({ row }) => (
        <span className="whitespace-nowrap">
          {formatDateTime(row.original.created_at, locale)}
          <span className="block text-xs text-slate-500">{row.original.created_by_name}</span>
        </span>
      ),
    }),
  ]);
}
