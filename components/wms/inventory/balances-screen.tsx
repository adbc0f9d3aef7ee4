'use client';
import { useMemo } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { BalanceRow, DeletedBalance } from '@/lib/domain/wms/inventory/reads/schemas';
import { api } from '@/components/lib/api';
import { DataTable, dataTableColumns, formatNumber } from '@/components/data-table';
import { DeleteConfirm } from '@/components/crud/delete-confirm';
import { actionsColumn } from '@/components/crud/actions-column';
import { useCrudTable } from '@/components/crud/use-crud-table';
import { useRowAction } from '@/components/crud/use-row-action';
import { formatCost } from '@/components/wms/inventory/format';
import { lowOnlyFilter, storageFilter } from '@/components/wms/inventory/list-filters';
import { LowBadge } from '@/components/wms/inventory/low-badge';
import type { StorageOption } from '@/components/wms/inventory/storage-option';
import { BalanceText } from '@/components/wms/inventory/balance-text';

type Open = { kind: 'delete'; row: BalanceRow };

const col = dataTableColumns<BalanceRow>();

/**
 * /wms/inventory: every balance (product x storage) with its cost, value and threshold,
 * low stock marked; filters storage and low only, search by name, SKU or barcode; a zero
 * balance can be deleted (DELETE /api/v1/wms/inventory/{id}).
 */
export function BalancesScreen({
  storages,
  canDelete,
}: {
  storages: StorageOption[];
  /** wms level 3: the delete of a zero balance. */
  canDelete: boolean;
}) {
  const t = useTranslations('inventoryList');
  const tStorage = useTranslations('storages');
  const tAll = useTranslations();
  const locale = useLocale();
  const { open, setOpen, close, reload, refresh } = useCrudTable<Open>();
  const { run } = useRowAction({ refresh, close });

  const columns = useMemo(
    () =>
      col.columns([
        col.accessor('ProductName', {
          id: 'product_name',
          header: t('fields.product'),
          enableSorting: true,
          enableHiding: false,
          cell: ({ row }) => (
            <span className="block max-w-xs truncate font-semibold text-slate-900">
              {row.original.ProductName}
            </span>
          ),
        }),
        col.accessor('sku', {
          header: t('fields.sku'),
          enableSorting: true,
          cell: ({ getValue }) => <span className="font-mono">{getValue()}</span>,
        }),
        col.accessor('barcode', {
          header: t('fields.barcode'),
          cell: ({ getValue }) => <span className="font-mono">{getValue()}</span>,
        }),
        col.accessor('StorageName', {
          id: 'storage_name',
          header: t('fields.storage'),
          enableSorting: true,
          cell: ({ row }) =>
            row.original.storage_kind === 1
              ? row.original.StorageName
              : `${row.original.StorageName} (${tStorage(`kinds.${row.original.storage_kind}`)})`,
        }),
        col.accessor('balance', {
          header: t('fields.balance'),
          enableSorting: true,
          meta: { numeric: true },
          cell: ({ row }) => (
            <BalanceText
              balance={row.original.balance}
              unitName={row.original.unit_name}
              low={row.original.low}
            />
          ),
        }),
        col.accessor('cost', {
          header: t('fields.cost'),
          meta: { numeric: true },
          cell: ({ getValue }) => formatCost(getValue(), locale),
        }),
        col.accessor('value', {
          header: t('fields.value'),
          enableSorting: true,
          meta: { numeric: true },
          cell: ({ getValue }) => formatNumber(getValue(), locale, 2),
        }),
        col.accessor('threshold', {
          header: t('fields.threshold'),
          meta: { numeric: true },
          cell: ({ getValue }) => (getValue() > 0 ? formatNumber(getValue(), locale) : '-'),
        }),
        col.accessor('low', {
          header: t('fields.status'),
          cell: ({ row }) => (
            <LowBadge
              low={row.original.low}
              label={t(row.original.low ? 'status.low' : 'status.ok')}
              testId={`inventory-low-${row.original.ID}`}
            />
          ),
        }),
        ...(canDelete
          ? [
              actionsColumn<BalanceRow>(t('actions'), (r) => ({
                testId: `inventory-actions-${r.ID}`,
                // Only an empty balance may go: the ledger keeps what moved through it.
                actions:
                  r.balance === 0
                    ? [
                        {
                          label: t('delete'),
                          onClick: () => setOpen({ kind: 'delete', row: r }),
                          danger: true,
                          testId: `inventory-delete-${r.ID}`,
                        },
                      ]
                    : [],
              })),
            ]
          : []),
      ]),
    [t, tStorage, locale, canDelete, setOpen],
  );

  const filters = useMemo(
    () => [
      storageFilter(storages, t('fields.storage'), (k) => tStorage(`kinds.${k}`)),
      lowOnlyFilter(t('lowOnly'), 'inventory-low-only'),
    ],
    [storages, t, tStorage],
  );

  const remove = (row: BalanceRow) =>
    run({
      call: () =>
        api<{ Datum: DeletedBalance }>(`/api/v1/wms/inventory/${row.ID}`, { method: 'DELETE' }),
      success: tAll('errors.common.deleteSuccess'),
      close: 'always',
    });

  return (
    <div className="space-y-4">
      <DataTable
        endpoint="/api/v1/wms/inventory"
        columns={columns}
        getRowId={(r) => String(r.ID)}
        defaultSort="product_name"
        searchPlaceholder={t('searchPlaceholder')}
        filters={filters}
        hiddenColumns={['barcode']}
        reloadToken={reload}
        testId="inventory-table"
      />
      {open?.kind === 'delete' && (
        <DeleteConfirm
          messages="inventoryList"
          values={{ product: open.row.ProductName, storage: open.row.StorageName }}
          onConfirm={() => remove(open.row)}
          onClose={close}
          testId="inventory-delete-confirm"
        />
      )}
    </div>
  );
}
