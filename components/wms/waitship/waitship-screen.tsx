'use client';
import { useMemo } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { WaitShipmentRow } from '@/lib/domain/wms/inventory/reads/schemas';
import { STORAGE_KIND } from '@/lib/domain/wms/inventory/shared/kinds';
import { DataTable, dataTableColumns, formatNumber } from '@/components/data-table';
import { cn } from '@/components/ui/cn';
import { storageFilter } from '@/components/wms/inventory/list-filters';
import type { StorageOption } from '@/components/wms/inventory/storage-option';

const col = dataTableColumns<WaitShipmentRow>();

/**
 * /wms/product/waitship (GET /api/v1/orders/product/wait/shipment): per warehouse product,
 * the units on orders waiting to ship against the balance, and what is on order from
 * partners (open purchase orders) next to the shortfall; the server sends the shortfalls
 * first, and they stand out in red here.
 */
export function WaitShipScreen({ storages }: { storages: StorageOption[] }) {
  const t = useTranslations('waitShip');
  const tStorage = useTranslations('storages');
  const tPo = useTranslations('poReceiving');
  const locale = useLocale();

  const columns = useMemo(() => {
    const n = (v: number) => formatNumber(v, locale);
    return col.columns([
      col.accessor('ProductName', {
        header: t('fields.product'),
        enableHiding: false,
        cell: ({ row }) => (
          <span
            className={cn(
              'flex items-center gap-2 font-semibold',
              row.original.shortfall > 0 ? 'text-red-800' : 'text-slate-900',
            )}
          >
            {row.original.shortfall > 0 && (
              <span aria-hidden className="h-6 w-1.5 shrink-0 rounded bg-red-600" />
            )}
            <span className="block max-w-xs truncate">{row.original.ProductName}</span>
          </span>
        ),
      }),
      col.accessor('sku', {
        header: t('fields.sku'),
        cell: ({ getValue }) => <span className="font-mono">{getValue()}</span>,
      }),
      col.accessor('barcode', {
        header: t('fields.barcode'),
        cell: ({ getValue }) => <span className="font-mono">{getValue()}</span>,
      }),
      col.accessor('orders', { header: t('fields.orders'), meta: { numeric: true } }),
      col.accessor('waiting', {
        header: t('fields.waiting'),
        meta: { numeric: true },
        cell: ({ getValue }) => <span className="font-semibold">{n(getValue())}</span>,
      }),
      col.accessor('balance', { header: t('fields.balance'), meta: { numeric: true } }),
      col.accessor('shortfall', {
        header: t('fields.shortfall'),
        meta: { numeric: true },
        cell: ({ row }) => {
          const short = row.original.shortfall;
          return (
            <span
              className={cn(
                'inline-flex min-w-12 justify-end rounded px-2 py-0.5 font-bold tabular-nums',
                short > 0 ? 'bg-red-100 text-red-800' : 'text-slate-400',
              )}
              data-testid={`waitship-shortfall-${row.original.product_id}`}
              data-short={short > 0 || undefined}
            >
              {short > 0 ? n(short) : '0'}
            </span>
          );
        },
      }),
      col.accessor('on_order', {
        header: tPo('onOrder'),
        meta: { numeric: true },
        cell: ({ row }) => {
          const units = row.original.on_order;
          return (
            <span
              className={cn(
                'tabular-nums',
                units > 0 ? 'font-semibold text-sky-800' : 'text-slate-400',
              )}
              title={tPo('onOrderHint')}
              data-testid={`waitship-on-order-${row.original.product_id}`}
            >
              {n(units)}
            </span>
          );
        },
      }),
      col.display({
        id: 'status',
        header: t('fields.status'),
        cell: ({ row }) => {
          const short = row.original.shortfall > 0;
          return (
            <span
              className={cn(
                'inline-flex rounded-full px-2 py-0.5 text-xs font-semibold',
                short ? 'bg-red-600 text-white' : 'bg-emerald-100 text-emerald-800',
              )}
              data-testid={`waitship-status-${row.original.product_id}`}
            >
              {t(short ? 'status.short' : 'status.enough')}
            </span>
          );
        },
      }),
    ]);
  }, [t, tPo, locale]);

  const filters = useMemo(
    () => [
      storageFilter(
        storages.filter((s) => s.kind === STORAGE_KIND.Normal),
        t('fields.storage'),
        (k) => tStorage(`kinds.${k}`),
      ),
    ],
    [storages, t, tStorage],
  );

  return (
    <DataTable
      endpoint="/api/v1/orders/product/wait/shipment"
      columns={columns}
      getRowId={(r) => String(r.product_id)}
      searchPlaceholder={t('searchPlaceholder')}
      filters={filters}
      hiddenColumns={['barcode']}
      testId="waitship-table"
    />
  );
}
