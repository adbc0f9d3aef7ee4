'use client';
import { useMemo } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { PartnerOptions } from '@/lib/domain/wms/setup/partners';
import type { DeleteResult, WmsProductDto } from '@/lib/domain/wms/setup/schemas';
import { api } from '@/components/lib/api';
import { Button } from '@/components/ui/button';
import {
  DataTable,
  dataTableColumns,
  formatNumber,
  type DataTableFilter,
} from '@/components/data-table';
import { DeleteConfirm } from '@/components/crud/delete-confirm';
import { actionsColumn } from '@/components/crud/actions-column';
import { useCrudTable } from '@/components/crud/use-crud-table';
import { useRowAction } from '@/components/crud/use-row-action';
import { ArchivedBadge } from '@/components/wms/archived-badge';
import { archivedFilter } from '@/components/wms/archived-toggle';
import { LabelDialog } from '@/components/wms/products/label-dialog';
import { ProductFormDialog } from '@/components/wms/products/product-form-dialog';

type Open =
  | { kind: 'create' }
  | { kind: 'edit'; product: WmsProductDto }
  | { kind: 'label'; product: WmsProductDto }
  | { kind: 'delete'; product: WmsProductDto };

const col = dataTableColumns<WmsProductDto>();

/**
 * /wms/product: the warehouse products, with create and edit (barcode generator, partner),
 * barcode labels, delete (or archive) and restore.
 */
export function ProductsScreen({ partners }: { partners: PartnerOptions }) {
  const t = useTranslations('wmsProducts');
  const tAll = useTranslations();
  const locale = useLocale();
  const { open, setOpen, close, reload, refresh } = useCrudTable<Open>();
  const { run } = useRowAction({ refresh, close });

  const restore = (product: WmsProductDto) =>
    run({
      call: () =>
        api(`/api/v2/wms/product/${product.id}`, { method: 'PUT', body: { archived: false } }),
      success: t('restored'),
    });

  const columns = useMemo(
    () =>
      col.columns([
        col.accessor('name', {
          header: t('fields.name'),
          enableSorting: true,
          enableHiding: false,
        }),
        col.accessor('sku', { header: t('fields.sku'), enableSorting: true }),
        col.accessor('barcode', {
          header: t('fields.barcode'),
          enableSorting: true,
          cell: ({ getValue }) => <span className="font-mono">{getValue()}</span>,
        }),
        col.accessor('unit_name', {
          header: t('fields.unitName'),
          cell: ({ getValue }) => getValue() ?? '',
        }),
        col.accessor('partner_name', {
          header: t('fields.partner'),
          cell: ({ getValue }) => getValue() ?? '',
        }),
        col.accessor('threshold', {
          header: t('fields.threshold'),
          enableSorting: true,
          meta: { numeric: true },
        }),
        col.accessor('avg_cost', { header: t('fields.avgCost'), meta: { numeric: true } }),
        col.accessor('weight', {
          header: t('fields.weight'),
          meta: { numeric: true },
          cell: ({ getValue }) => (getValue() == null ? '' : formatNumber(getValue(), locale)),
        }),
        col.accessor('archived_at', {
          header: t('fields.status'),
          cell: ({ getValue }) => (
            <ArchivedBadge
              archived={getValue() !== null}
              label={t(getValue() ? 'status.archived' : 'status.active')}
              testId="wms-product-status"
            />
          ),
        }),
        actionsColumn<WmsProductDto>(t('actions'), (p) => ({
          testId: `wms-product-actions-${p.id}`,
          actions: [
            {
              label: t('edit'),
              onClick: () => setOpen({ kind: 'edit', product: p }),
              testId: `wms-product-edit-${p.id}`,
            },
            {
              label: t('printLabel'),
              onClick: () => setOpen({ kind: 'label', product: p }),
              testId: `wms-product-label-${p.id}`,
            },
            p.archived_at
              ? {
                  label: t('restore'),
                  onClick: () => void restore(p),
                  testId: `wms-product-restore-${p.id}`,
                }
              : {
                  label: t('delete'),
                  onClick: () => setOpen({ kind: 'delete', product: p }),
                  danger: true,
                  testId: `wms-product-delete-${p.id}`,
                },
          ],
        })),
      ]),
    // restore only closes over stable setters and the translator.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, locale],
  );

  const filters = useMemo<DataTableFilter[]>(
    () => [
      {
        kind: 'select',
        key: 'partner_id',
        label: t('fields.partner'),
        options: partners.map((p) => ({ value: p.id, label: p.name })),
      },
      archivedFilter(t('showArchived'), 'wms-products-show-archived'),
    ],
    [t, partners],
  );

  /** Delete, or archive when something still uses the product (the server decides). */
  const remove = (product: WmsProductDto) =>
    run({
      call: () =>
        api<{ Datum: DeleteResult }>(`/api/v1/wms/product/${product.id}`, { method: 'DELETE' }),
      success: ({ Datum }) =>
        Datum.archived
          ? { kind: 'info', text: t('archivedNotice') }
          : tAll('errors.common.deleteSuccess'),
      close: 'always',
    });

  return (
    <div className="space-y-4">
      <DataTable
        endpoint="/api/v1/wms/product"
        exportUrl="/api/v1/wms/product/export"
        columns={columns}
        getRowId={(r) => String(r.id)}
        defaultSort="-created_at"
        searchPlaceholder={t('searchPlaceholder')}
        filters={filters}
        hiddenColumns={['avg_cost', 'weight']}
        reloadToken={reload}
        testId="wms-products-table"
        actions={
          <Button onClick={() => setOpen({ kind: 'create' })} data-testid="wms-product-create">
            {t('create')}
          </Button>
        }
      />
      {(open?.kind === 'create' || open?.kind === 'edit') && (
        <ProductFormDialog
          product={open.kind === 'edit' ? open.product : null}
          partners={partners}
          onClose={close}
          onSaved={refresh}
          onPrint={
            open.kind === 'edit'
              ? () => setOpen({ kind: 'label', product: open.product })
              : undefined
          }
        />
      )}
      {open?.kind === 'label' && <LabelDialog product={open.product} onClose={close} />}
      {open?.kind === 'delete' && (
        <DeleteConfirm
          messages="wmsProducts"
          values={{ name: open.product.name }}
          onConfirm={() => remove(open.product)}
          onClose={close}
          testId="wms-product-delete-confirm"
        />
      )}
    </div>
  );
}
