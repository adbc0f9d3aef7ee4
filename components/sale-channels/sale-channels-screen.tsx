'use client';
import { useMemo } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { SALE_CHANNEL_TYPES, type SaleChannel } from '@/lib/domain/sale-channels/schemas';
import { formatDateTime } from '@/lib/time/date-format';
import { api } from '@/components/lib/api';
import { Button } from '@/components/ui/button';
import { DataTable, dataTableColumns, type DataTableFilter } from '@/components/data-table';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { actionsColumn } from '@/components/crud/actions-column';
import { useCrudTable } from '@/components/crud/use-crud-table';
import { useRowAction } from '@/components/crud/use-row-action';
import { ActiveBadge } from '@/components/sale-channels/active-badge';
import { SaleChannelFormDialog } from '@/components/sale-channels/sale-channel-form-dialog';

type Open =
  { kind: 'create' } | { kind: 'edit'; row: SaleChannel } | { kind: 'delete'; row: SaleChannel };

const col = dataTableColumns<SaleChannel>();

/**
 * /admin/sale-channel: the enterprise's sale channels (company and agent) with create,
 * edit, activate or deactivate, and delete (refused while users or orders use it).
 */
export function SaleChannelsScreen() {
  const t = useTranslations('saleChannels');
  const tAll = useTranslations();
  const locale = useLocale();
  const { open, setOpen, close, reload, refresh } = useCrudTable<Open>();
  const { busyId, run } = useRowAction({ refresh, close });

  const toggleActive = (row: SaleChannel) =>
    run({
      call: () =>
        api(`/api/v1/salechannel/${row.id}`, { method: 'PUT', body: { active: !row.active } }),
      success: tAll('errors.common.updateSuccess'),
      busyId: row.id,
    });

  const remove = (row: SaleChannel) =>
    run({
      call: () => api(`/api/v1/salechannel/${row.id}`, { method: 'DELETE' }),
      success: tAll('errors.common.deleteSuccess'),
      close: 'always',
    });

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
        actionsColumn<SaleChannel>(t('actions'), (c) => ({
          busy: busyId === c.id,
          testId: `sale-channel-actions-${c.id}`,
          actions: [
            {
              label: t('edit'),
              onClick: () => setOpen({ kind: 'edit', row: c }),
              testId: `sale-channel-edit-${c.id}`,
            },
            {
              label: c.active ? t('deactivate') : t('activate'),
              onClick: () => void toggleActive(c),
              testId: `sale-channel-toggle-${c.id}`,
            },
            {
              label: t('delete'),
              onClick: () => setOpen({ kind: 'delete', row: c }),
              danger: true,
              testId: `sale-channel-delete-${c.id}`,
            },
          ],
        })),
      ]),
    // toggleActive only closes over stable setters and the translators.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, locale, busyId],
  );

  const filters = useMemo<DataTableFilter[]>(
    () => [
      {
        kind: 'select',
        key: 'type',
        label: t('fields.type'),
        options: SALE_CHANNEL_TYPES.map((v) => ({ value: v, label: t(`types.${v}`) })),
      },
      {
        kind: 'select',
        key: 'active',
        label: t('fields.status'),
        options: [
          { value: 1, label: t('status.active') },
          { value: 0, label: t('status.inactive') },
        ],
      },
    ],
    [t],
  );

  return (
    <div className="space-y-4">
      <DataTable
        endpoint="/api/v1/salechannel"
        columns={columns}
        getRowId={(r) => String(r.id)}
        defaultSort="name"
        searchPlaceholder={t('searchPlaceholder')}
        filters={filters}
        reloadToken={reload}
        testId="sale-channels-table"
        exportUrl="/api/v1/salechannel/export"
        actions={
          <Button onClick={() => setOpen({ kind: 'create' })} data-testid="sale-channel-create">
            {t('create')}
          </Button>
        }
      />
      {(open?.kind === 'create' || open?.kind === 'edit') && (
        <SaleChannelFormDialog
          channel={open.kind === 'edit' ? open.row : null}
          onClose={close}
          onSaved={refresh}
        />
      )}
      {open?.kind === 'delete' && (
        <ConfirmDialog
          title={t('deleteTitle')}
          text={`${t('deleteConfirm', { name: open.row.name })} ${t('deleteHint')}`}
          confirmLabel={t('delete')}
          danger
          onConfirm={() => remove(open.row)}
          onClose={close}
          testId="sale-channel-delete-confirm"
        />
      )}
    </div>
  );
}
