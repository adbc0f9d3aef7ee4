'use client';
import { useMemo } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { PartnerDto } from '@/lib/domain/wms/setup/schemas';
import { formatDateTime } from '@/lib/time/date-format';
import { dataTableColumns } from '@/components/data-table';
import { MasterDataScreen } from '@/components/crud/master-data-screen';
import { PartnerFormDialog } from '@/components/wms/partners/partner-form-dialog';

const col = dataTableColumns<PartnerDto>();

/** /wms/partner: the suppliers of the enterprise, with create, edit and delete. */
export function PartnersScreen() {
  const t = useTranslations('partners');
  const locale = useLocale();

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
      ]),
    [t, locale],
  );

  return (
    <MasterDataScreen<PartnerDto>
      messages="partners"
      testId="partner"
      table={{
        endpoint: '/api/v1/wms/partner',
        defaultSort: 'company_name',
        hiddenColumns: ['address', 'created_at'],
        testId: 'partners-table',
      }}
      columns={columns}
      nameOf={(p) => p.company_name}
      deleteNote="deleteNote"
      form={(partner, done) => (
        <PartnerFormDialog partner={partner} onClose={done.onClose} onSaved={done.onSaved} />
      )}
    />
  );
}
