'use client';
import { useMemo } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { SALE_CHANNEL_TYPES, type SaleChannel } from '@/lib/domain/sale-channels/schemas';
import { formatDateTime } from '@/lib/time/date-format';
import { dataTableColumns, type DataTableFilter } from '@/components/data-table';
import { MasterDataScreen } from '@/components/crud/master-data-screen';
import { ActiveBadge } from '@/components/crud/active-status';
import { activeFilter, typeFilter } from '@/components/crud/list-filters';
import { SaleChannelFormDialog } from '@/components/sale-channels/sale-channel-form-dialog';

const col = dataTableColumns<SaleChannel>();

/**
 * /admin/sale-channel: the enterprise's sale channels (company and agent) with create,
 * edit, activate or deactivate, and delete (refused while users or orders use it).
 */
export function SaleChannelsScreen() {
  const t = useTranslations('saleChannels');
  const locale = useLocale();

  const columns = useMemo(
    () =>
      col.columns([
        col.accessor('name', {
          header: t('fields.name'),
          enableSorting: true,
          enableHiding: false,
        }),
        col.accessor('type', {
          header: t('fields.type'),
          enableSorting: true,
          cell: ({ getValue }) => t(`types.${getValue()}`),
        }),
        col.accessor('active', {
          header: t('fields.status'),
          enableSorting: true,
          cell: ({ getValue }) => (
            <ActiveBadge
              active={getValue()}
              label={t(getValue() ? 'status.active' : 'status.inactive')}
              testId="sale-channel-status"
            />
          ),
        }),
        col.accessor('user_count', { header: t('fields.userCount'), meta: { numeric: true } }),
        col.accessor('created_at', {
          header: t('fields.createdAt'),
          enableSorting: true,
          cell: ({ getValue }) => formatDateTime(getValue(), locale),
        }),
      ]),
    [t, locale],
  );

  const filters = useMemo<DataTableFilter[]>(
    () => [typeFilter(t, SALE_CHANNEL_TYPES), activeFilter(t)],
    [t],
  );

  return (
    <MasterDataScreen<SaleChannel>
      messages="saleChannels"
      testId="sale-channel"
      table={{
        endpoint: '/api/v1/salechannel',
        exportUrl: '/api/v1/salechannel/export',
        defaultSort: 'name',
        filters,
        testId: 'sale-channels-table',
      }}
      columns={columns}
      toggleActive={(row) => row.active}
      nameOf={(row) => row.name}
      deleteNote="deleteHint"
      form={(channel, done) => (
        <SaleChannelFormDialog channel={channel} onClose={done.onClose} onSaved={done.onSaved} />
      )}
    />
  );
}
