'use client';
import { useMemo } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { PartnerOptions } from '@/lib/domain/wms/setup/partners';
import type { DeleteResult, WmsProductDto } from '@/lib/domain/wms/setup/schemas';
import { api } from '@/components/lib/api';
import { dataTableColumns, formatNumber, type DataTableFilter } from '@/components/data-table';
import { MasterDataScreen } from '@/components/crud/master-data-screen';
import { ArchivedBadge } from '@/components/wms/archived-badge';
import { archivedFilter } from '@/components/wms/archived-toggle';
import { LabelDialog } from '@/components/wms/products/label-dialog';
import { ProductFormDialog } from '@/components/wms/products/product-form-dialog';

const col = dataTableColumns<WmsProductDto>();

/**
 * /wms/product: the warehouse products, with create and edit (barcode generator, partner),
 * barcode labels, delete (or archive) and restore.
 */
export function WmsProductsScreen({ partners }: { partners: PartnerOptions }) {
  const t = useTranslations('wmsProducts');
  const tAll = useTranslations();
  const locale = useLocale();

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
      ]),
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

  return (
    <MasterDataScreen<WmsProductDto>
      messages="wmsProducts"
      testId="wms-product"
      table={{
        endpoint: '/api/v1/wms/product',
        exportUrl: '/api/v1/wms/product/export',
        defaultSort: '-created_at',
        filters,
        hiddenColumns: ['avg_cost', 'weight'],
        testId: 'wms-products-table',
      }}
      columns={columns}
      rowActions={(p, screen) => [
        {
          label: t('printLabel'),
          onClick: () => screen.openDialog('label', p),
          testId: `wms-product-label-${p.id}`,
        },
      ]}
      restore={{
        isArchived: (p) => Boolean(p.archived_at),
        call: (p) =>
          api(`/api/v2/wms/product/${p.id}`, { method: 'PUT', body: { archived: false } }),
      }}
      // Delete, or archive when something still uses the product (the server decides).
      remove={async (product) => {
        const { Datum } = await api<{ Datum: DeleteResult }>(`/api/v1/wms/product/${product.id}`, {
          method: 'DELETE',
        });
        return Datum.archived
          ? { kind: 'info', text: t('archivedNotice') }
          : tAll('errors.common.deleteSuccess');
      }}
      nameOf={(p) => p.name}
      deleteNote="deleteNote"
      form={(product, done) => (
        <ProductFormDialog
          product={product}
          partners={partners}
          onClose={done.onClose}
          onSaved={done.onSaved}
          onPrint={product ? () => done.openDialog('label', product) : undefined}
        />
      )}
      dialogs={(_name, product, close) => <LabelDialog product={product} onClose={close} />}
    />
  );
}
