'use client';
import { useMemo } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { STORAGE_KINDS, type DeleteResult, type StorageDto } from '@/lib/domain/wms/setup/schemas';
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
import { StorageFormDialog } from '@/components/wms/storages/storage-form-dialog';

type Open =
  | { kind: 'create' }
  | { kind: 'edit'; storage: StorageDto }
  | { kind: 'delete'; storage: StorageDto };

const col = dataTableColumns<StorageDto>();

/** /wms/storage: the storages of the enterprise, with create, edit, delete (or archive) and restore. */
export function StoragesScreen() {
  const t = useTranslations('storages');
  const tAll = useTranslations();
  const locale = useLocale();
  const { open, setOpen, close, reload, refresh } = useCrudTable<Open>();
  const { run } = useRowAction({ refresh, close });

  const restore = (storage: StorageDto) =>
    run({
      call: () =>
        api(`/api/v1/wms/storage/${storage.id}`, { method: 'PUT', body: { active: true } }),
      success: t('restored'),
    });

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
      actionsColumn<StorageDto>(t('actions'), (s) => ({
        testId: `storage-actions-${s.id}`,
        actions: [
          {
            label: t('edit'),
            onClick: () => setOpen({ kind: 'edit', storage: s }),
            testId: `storage-edit-${s.id}`,
          },
          s.active
            ? {
                label: t('delete'),
                onClick: () => setOpen({ kind: 'delete', storage: s }),
                danger: true,
                testId: `storage-delete-${s.id}`,
              }
            : {
                label: t('restore'),
                onClick: () => void restore(s),
                testId: `storage-restore-${s.id}`,
              },
        ],
      })),
    ]);
    // restore only closes over stable setters and the translator.
    // eslint-disable-next-line react-hooks/exhaustive-deps
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

  /** Delete, or archive when something still uses the storage (the server decides). */
  const remove = (storage: StorageDto) =>
    run({
      call: () =>
        api<{ Datum: DeleteResult }>(`/api/v1/wms/storage/${storage.id}`, { method: 'DELETE' }),
      success: ({ Datum }) =>
        Datum.archived
          ? { kind: 'info', text: t('archivedNotice') }
          : tAll('errors.common.deleteSuccess'),
      close: 'always',
    });

  return (
    <div className="space-y-4">
      <DataTable
        endpoint="/api/v1/wms/storage"
        exportUrl="/api/v1/wms/storage/export"
        columns={columns}
        getRowId={(r) => String(r.id)}
        defaultSort="name"
        searchPlaceholder={t('searchPlaceholder')}
        filters={filters}
        reloadToken={reload}
        testId="storages-table"
        actions={
          <Button onClick={() => setOpen({ kind: 'create' })} data-testid="storage-create">
            {t('create')}
          </Button>
        }
      />
      {(open?.kind === 'create' || open?.kind === 'edit') && (
        <StorageFormDialog
          storage={open.kind === 'edit' ? open.storage : null}
          onClose={close}
          onSaved={refresh}
        />
      )}
      {open?.kind === 'delete' && (
        <DeleteConfirm
          messages="storages"
          values={{ name: open.storage.name }}
          onConfirm={() => remove(open.storage)}
          onClose={close}
          testId="storage-delete-confirm"
        />
      )}
    </div>
  );
}
