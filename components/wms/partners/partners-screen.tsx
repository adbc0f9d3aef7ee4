'use client';
import { useMemo, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { PartnerDto } from '@/lib/domain/wms/setup/schemas';
import { api } from '@/components/lib/api';
import { Button } from '@/components/ui/button';
import { useFeedback } from '@/components/ui/feedback';
import { DataTable, dataTableColumns, formatDateTime, RowActions } from '@/components/data-table';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { PartnerFormDialog } from '@/components/wms/partners/partner-form-dialog';

type Open =
  | { kind: 'create' }
  | { kind: 'edit'; partner: PartnerDto }
  | { kind: 'delete'; partner: PartnerDto }
  | null;

const col = dataTableColumns<PartnerDto>();

/** /wms/partner: the suppliers of the enterprise, with create, edit and delete. */
export function PartnersScreen() {
  const t = useTranslations('partners');
  const tAll = useTranslations();
  const locale = useLocale();
  const { notify, showError } = useFeedback();
  const [open, setOpen] = useState<Open>(null);
  const [reload, setReload] = useState(0);
  const refresh = () => setReload((n) => n + 1);

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
        col.display({
          id: 'actions',
          header: t('actions'),
          enableHiding: false,
          cell: ({ row }) => {
            const p = row.original;
            return (
              <RowActions
                label={t('actions')}
                testId={`partner-actions-${p.id}`}
                actions={[
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
                ]}
              />
            );
          },
        }),
      ]),
    [t, locale],
  );

  async function remove(partner: PartnerDto) {
    try {
      await api(`/api/v1/wms/partner/${partner.id}`, { method: 'DELETE' });
      notify('success', tAll('errors.common.deleteSuccess'));
      setOpen(null);
      refresh();
    } catch (error) {
      setOpen(null);
      showError(error);
    }
  }

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
          onClose={() => setOpen(null)}
          onSaved={refresh}
        />
      )}
      {open?.kind === 'delete' && (
        <ConfirmDialog
          title={t('deleteTitle')}
          text={
            <>
              {t('deleteConfirm', { name: open.partner.company_name })}
              <span className="mt-2 block text-slate-500">{t('deleteNote')}</span>
            </>
          }
          confirmLabel={t('delete')}
          danger
          onConfirm={() => remove(open.partner)}
          onClose={() => setOpen(null)}
          testId="partner-delete-confirm"
        />
      )}
    </div>
  );
}
