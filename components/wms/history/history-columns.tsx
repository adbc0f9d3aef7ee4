'use client';
import Link from 'next/link';
import type { useTranslations } from 'next-intl';
import type { HistoryHead } from '@/lib/domain/wms/inventory/reads/schemas';
import { formatDateTime } from '@/lib/time/date-format';
import { dataTableColumns, formatNumber } from '@/components/data-table';
import { KindBadge } from '@/components/wms/history/kind-badge';

const col = dataTableColumns<HistoryHead>();

/**
 * The bill list's columns: the bill number links to its detail (test id history-link-{ID}),
 * the purchase order a stock in received (a link to the PO), kind, Bangkok time, from and to, lines and units, who, note, and a photo mark.
 */
export function historyColumns(
  t: ReturnType<typeof useTranslations<'inventoryHistory'>>,
  locale: string,
  noteText: (bill: HistoryHead) => string | null,
  poLabel: string,
) {
  return col.columns([
    col.accessor('BillNumber', {
      id: 'bill_number',
      header: t('columns.billNumber'),
      enableSorting: true,
      enableHiding: false,
      cell: ({ row }) => (
        <Link
          href={`/wms/historydetail/${row.original.ID}`}
          className="inline-block py-1 font-semibold text-brand-700 hover:underline"
          data-testid={`history-link-${row.original.ID}`}
        >
          {row.original.BillNumber}
        </Link>
      ),
    }),
    col.accessor('po_number', {
      header: poLabel,
      cell: ({ row }) => {
        const { purchase_order_id: id, po_number: number } = row.original;
        if (id === null || number === null) return null;
        return (
          <Link
            href={`/backoffice/po/view-${id}`}
            className="inline-block py-1 text-brand-700 hover:underline"
            data-testid={`history-po-${row.original.ID}`}
          >
            {number}
          </Link>
        );
      },
    }),
    col.accessor('Kind', {
      header: t('columns.kind'),
      cell: ({ getValue }) => <KindBadge kind={getValue()} />,
    }),
    col.accessor('CreateAt', {
      id: 'created_at',
      header: t('columns.time'),
      enableSorting: true,
      cell: ({ getValue }) => formatDateTime(getValue(), locale),
    }),
    col.display({
      id: 'storages',
      header: t('columns.storages'),
      meta: { label: t('columns.storages') },
      cell: ({ row }) => {
        const { from_storage_name: from, to_storage_name: to } = row.original;
        if (from && to) return `${from} → ${to}`;
        return from ?? to ?? '';
      },
    }),
    col.accessor('line_count', {
      header: t('columns.lines'),
      meta: { numeric: true },
    }),
    col.accessor('units', {
      header: t('columns.units'),
      meta: { numeric: true },
      cell: ({ getValue }) => formatNumber(getValue(), locale),
    }),
    col.accessor('UserName', { header: t('columns.user') }),
    col.accessor('Note', {
      header: t('columns.note'),
      meta: { className: 'max-w-[16rem] truncate' },
      cell: ({ row }) => <span data-testid="history-note">{noteText(row.original) ?? ''}</span>,
    }),
    col.display({
      id: 'image',
      header: t('columns.image'),
      meta: { label: t('columns.image') },
      cell: ({ row }) =>
        row.original.BillImage ? (
          <span title={t('hasImage')} aria-label={t('hasImage')} data-testid="history-has-image">
            {'✓'}
          </span>
        ) : null,
    }),
  ]);
}
