'use client';
import { useMemo } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { PartnerDto } from '@/lib/domain/wms/setup/schemas';
import { formatDateTime } from '@/lib/time/date-format';
import { api } from '@/components/lib/api';
import { Button } from '@/components/ui/button';
import { DataTable, dataTableColumns } from '@/components/data-table';
import { DeleteConfirm } from '@/components/crud/delete-confirm';
import { actionsColumn } from '@/components/crud/actions-column';
import { useCrudTable } from '@/components/crud/use-crud-table';
import { useRowAction } from '@/components/crud/use-row-action';
import { PartnerFormDialog } from '@/components/wms/partners/partner-form-dialog';

type Open =
  | { kind: 'create' }
  | { kind: 'edit'; partner: PartnerDto }
  | { kind: 'delete'; partner: PartnerDto };

const col = dataTableColumns<PartnerDto>();

/** /wms/partner: the suppliers of the enterprise, with create, edit and delete. */
export function PartnersScreen() {
  const t = useTranslations('partners');
  const tAll = useTranslations();
  const locale = useLocale();
  const { open, setOpen, close, reload, refresh } = useCrudTable<Open>();
  const { run } = useRowAction({ refresh, close });

  const columns = useMemo(
    () =>
      col.columns([
        col.accessor('company_name', {
          header: t('fields.companyName'),
          enableSorting: true,
          enableHiding: false,
        }),
        col.accessor('contact_name', {
          header: t('fields.contactName'),
          cell: ({ getValue }) => getValue() ?? '',
        }),
        col.accessor('contact_tel', {
          header: t('fields.contactTel'),
          cell: ({ getValue }) => getValue() ?? '',
        }),
        col.accessor('tel', { header: t('fields.tel'), cell: ({ getValue }) => getValue() ?? '' }),
        col.accessor('email', {
          header: t('fields.email'),
          cell: ({ getValue }) => getValue() ?? '',
        }),
        col.accessor('tax_id', {
          header: t('fields.taxId'),
          cell: ({ getValue }) => getValue() ?? '',
        }),
        col.accessor('address', {
          header: t('fields.address'),
          cell: ({ getValue }) => getValue() ?? '',
        }),
        col.accessor('created_at', {
          header: t('fields.createdAt'),
          enableSorting: true,
          cell: ({ getValue }) => formatDateTime(getValue(), locale),
        }),
        actionsColumn<PartnerDto>(t('actions'), (p) => ({
          testId: `partner-actions-${p.id}`,
          actions: [
            {
              label: t('edit'),
              onClick: () => setOpen({ kind: 'edit', partner: p }),
              testId: `partner-edit-${p.id}`,
            },
            {
              label: t('delete'),
              onClick: () => setOpen({ kind: 'delete', partner: p }),
              danger: true,
              testId: `partner-delete-${p.id}`,
            },
          ],
        })),
      ]),
    [t, locale, setOpen],
  );

  const remove = (partner: PartnerDto) =>
    run({
      call: () => api(`/api/v1/wms/partner/${partner.id}`, { method: 'DELETE' }),
      success: tAll('errors.common.deleteSuccess'),
      close: 'always',
    });

  return (
    <div className="space-y-4">
      <DataTable
        endpoint="/api/v1/wms/partner"
        columns={columns}
        getRowId={(r) => String(r.id)}
        defaultSort="company_name"
        searchPlaceholder={t('searchPlaceholder')}
        hiddenColumns={['address', 'created_at']}
        reloadToken={reload}
        testId="partners-table"
        actions={
          <Button onClick={() => setOpen({ kind: 'create' })} data-testid="partner-create">
            {t('create')}
          </Button>
        }
      />
      {(open?.kind === 'create' || open?.kind === 'edit') && (
        <PartnerFormDialog
          partner={open.kind === 'edit' ? open.partner : null}
          onClose={close}
          onSaved={refresh}
        />
      )}
      {open?.kind === 'delete' && (
        <DeleteConfirm
          messages="partners"
          values={{ name: open.partner.company_name }}
          onConfirm={() => remove(open.partner)}
          onClose={close}
          testId="partner-delete-confirm"
        />
      )}
    </div>
  );
}
