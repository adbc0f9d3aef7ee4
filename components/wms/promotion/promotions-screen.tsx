'use client';
import { useMemo } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { PickupProfile } from '@/lib/domain/wms/inventory/reads/schemas';
import { formatDateTime } from '@/lib/time/date-format';
import { api } from '@/components/lib/api';
import { Button } from '@/components/ui/button';
import { DataTable, dataTableColumns, formatNumber } from '@/components/data-table';
import { DeleteConfirm } from '@/components/crud/delete-confirm';
import { actionsColumn } from '@/components/crud/actions-column';
import { useCrudTable } from '@/components/crud/use-crud-table';
import { useRowAction } from '@/components/crud/use-row-action';
import { PromotionFormDialog } from '@/components/wms/promotion/promotion-form-dialog';

type Open = { kind: 'create' } | { kind: 'delete'; profile: PickupProfile };

const col = dataTableColumns<PickupProfile>();

/**
 * /wms/promotion: the promotion bundles (pickup profiles): a name, the sellable product it
 * stands for, and the warehouse products packing and stock out take for it. Create with
 * wms level 2, delete (retire) with level 3.
 */
export function PromotionsScreen({
  canWrite,
  canDelete,
}: {
  canWrite: boolean;
  canDelete: boolean;
}) {
  const t = useTranslations('promotion');
  const tAll = useTranslations();
  const locale = useLocale();
  const { open, setOpen, close, reload, refresh } = useCrudTable<Open>();
  const { run } = useRowAction({ refresh, close });

  const columns = useMemo(
    () =>
      col.columns([
        col.accessor('name', {
          header: t('fields.name'),
          enableHiding: false,
          cell: ({ getValue }) => (
            <span className="font-semibold text-slate-900">{getValue()}</span>
          ),
        }),
        col.accessor('product_name', {
          header: t('fields.product'),
          cell: ({ row }) =>
            row.original.product_id === null ? (
              <span className="text-slate-400">-</span>
            ) : (
              <span className="block max-w-56 truncate">
                {row.original.product_pn ? (
                  <span className="font-mono text-slate-600">{row.original.product_pn} · </span>
                ) : null}
                {row.original.product_name}
              </span>
            ),
        }),
        col.accessor('items', {
          header: t('fields.components'),
          cell: ({ row }) => (
            <ul
              className="flex max-w-xl flex-wrap gap-1"
              data-testid={`promotion-items-${row.original.id}`}
            >
              {row.original.items.map((i) => (
                <li
                  key={i.product_id}
                  className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-800"
                  title={`${i.sku} · ${i.barcode}`}
                >
                  {t('componentChip', {
                    name: i.product_name,
                    quantity: formatNumber(i.quantity, locale),
                  })}
                </li>
              ))}
            </ul>
          ),
        }),
        col.accessor('created_at', {
          header: t('fields.createdAt'),
          cell: ({ getValue }) => formatDateTime(getValue(), locale),
        }),
        ...(canDelete
          ? [
              actionsColumn<PickupProfile>(t('actions'), (p) => ({
                testId: `promotion-actions-${p.id}`,
                actions: [
                  {
                    label: t('delete'),
                    onClick: () => setOpen({ kind: 'delete', profile: p }),
                    danger: true,
                    testId: `promotion-delete-${p.id}`,
                  },
                ],
              })),
            ]
          : []),
      ]),
    [t, locale, canDelete, setOpen],
  );

  const remove = (profile: PickupProfile) =>
    run({
      call: () => api(`/api/v1/wms/profile/pickup/${profile.id}`, { method: 'DELETE' }),
      success: tAll('errors.common.deleteSuccess'),
      close: 'always',
    });

  return (
    <div className="space-y-4">
      <DataTable
        endpoint="/api/v1/wms/profile/pickup"
        columns={columns}
        getRowId={(r) => String(r.id)}
        searchPlaceholder={t('searchPlaceholder')}
        reloadToken={reload}
        testId="promotions-table"
        actions={
          canWrite ? (
            <Button onClick={() => setOpen({ kind: 'create' })} data-testid="promotion-create">
              {t('create')}
            </Button>
          ) : undefined
        }
      />
      {open?.kind === 'create' && <PromotionFormDialog onClose={close} onSaved={refresh} />}
      {open?.kind === 'delete' && (
        <DeleteConfirm
          messages="promotion"
          values={{ name: open.profile.name }}
          onConfirm={() => remove(open.profile)}
          onClose={close}
          testId="promotion-delete-confirm"
        />
      )}
    </div>
  );
}
