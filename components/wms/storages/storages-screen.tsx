'use client';
import { useMemo } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { STORAGE_KINDS, type DeleteResult, type StorageDto } from '@/lib/domain/wms/setup/schemas';
import { api } from '@/components/lib/api';
import { dataTableColumns, formatNumber, type DataTableFilter } from '@/components/data-table';
import { MasterDataScreen } from '@/components/crud/master-data-screen';
import { ArchivedBadge } from '@/components/wms/archived-badge';
import { archivedFilter } from '@/components/wms/archived-toggle';
import { StorageFormDialog } from '@/components/wms/storages/storage-form-dialog';

const col = dataTableColumns<StorageDto>();

/** /wms/storage: the storages of the enterprise, with create, edit, delete (or archive) and restore. */
export function StoragesScreen() {
  const t = useTranslations('storages');
  const tAll = useTranslations();
  const locale = useLocale();

  const columns = useMemo(() => {
    const n = (v: string | number | null) => (v == null ? '' : formatNumber(v, locale));
    return col.columns([
      col.accessor('name', { header: t('fields.name'), enableSorting: true, enableHiding: false }),
      col.accessor('kind', {
        header: t('fields.kind'),
        enableSorting: true,
        cell: ({ getValue }) => t(`kinds.${getValue()}`),
      }),
      col.accessor('description', {
        header: t('fields.description'),
        cell: ({ getValue }) => getValue() ?? '',
      }),
      col.display({
        id: 'size',
        header: t('fields.size'),
        meta: { numeric: true },
        cell: ({ row }) => {
          const s = row.original;
          return s.width || s.height || s.depth
            ? [s.width, s.height, s.depth].map((v) => n(v) || '-').join(' × ')
            : '';
        },
      }),
      col.accessor('weight', {
        header: t('fields.weightShort'),
        meta: { numeric: true },
        cell: ({ getValue }) => n(getValue()),
      }),
      col.display({
        id: 'position',
        header: t('fields.position'),
        meta: { numeric: true },
        cell: ({ row }) =>
          row.original.x || row.original.y
            ? `${n(row.original.x) || '-'}, ${n(row.original.y) || '-'}`
            : '',
      }),
      col.accessor('active', {
        header: t('fields.status'),
        cell: ({ getValue }) => (
          <ArchivedBadge
            archived={!getValue()}
            label={t(getValue() ? 'status.active' : 'status.archived')}
            testId="storage-status"
          />
        ),
      }),
    ]);
  }, [t, locale]);

  const filters = useMemo<DataTableFilter[]>(
    () => [
      {
        kind: 'select',
        key: 'kind',
        label: t('fields.kind'),
        options: STORAGE_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) })),
      },
      archivedFilter(t('showArchived'), 'storages-show-archived'),
    ],
    [t],
  );

  return (
    <MasterDataScreen<StorageDto>
      messages="storages"
      testId="storage"
      table={{
        endpoint: '/api/v1/wms/storage',
        exportUrl: '/api/v1/wms/storage/export',
        defaultSort: 'name',
        filters,
        testId: 'storages-table',
      }}
      columns={columns}
      restore={{
        isArchived: (s) => !s.active,
        call: (s) => api(`/api/v1/wms/storage/${s.id}`, { method: 'PUT', body: { active: true } }),
      }}
      // Delete, or archive when something still uses the storage (the server decides).
      remove={async (storage) => {
        const { Datum } = await api<{ Datum: DeleteResult }>(`/api/v1/wms/storage/${storage.id}`, {
          method: 'DELETE',
        });
        return Datum.archived
          ? { kind: 'info', text: t('archivedNotice') }
          : tAll('errors.common.deleteSuccess');
      }}
      nameOf={(s) => s.name}
      deleteNote="deleteNote"
      form={(storage, done) => (
        <StorageFormDialog storage={storage} onClose={done.onClose} onSaved={done.onSaved} />
      )}
    />
  );
}
