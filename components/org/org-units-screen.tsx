'use client';
import { useMemo } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { OrgUnit } from '@/lib/domain/org/schemas';
import { formatDateTime } from '@/lib/time/date-format';
import { api } from '@/components/lib/api';
import { Button } from '@/components/ui/button';
import { DataTable, dataTableColumns } from '@/components/data-table';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { actionsColumn } from '@/components/crud/actions-column';
import { useCrudTable } from '@/components/crud/use-crud-table';
import { useRowAction } from '@/components/crud/use-row-action';
import { OrgUnitFormDialog } from '@/components/org/org-unit-form-dialog';
import { ORG_KINDS, type OrgKind } from '@/components/org/org-kinds';

type Open = { kind: 'create' } | { kind: 'edit'; row: OrgUnit } | { kind: 'delete'; row: OrgUnit };

const col = dataTableColumns<OrgUnit>();

/**
 * /admin/team and /admin/department: the enterprise's teams or departments with their
 * member counts, create, edit and delete (refused while users belong to it).
 */
export function OrgUnitsScreen({ kind }: { kind: OrgKind }) {
  const meta = ORG_KINDS[kind];
  const t = useTranslations(meta.namespace);
  const tAll = useTranslations();
  const locale = useLocale();
  const { open, setOpen, close, reload, refresh } = useCrudTable<Open>();
  const { run } = useRowAction({ refresh, close });

  const remove = (row: OrgUnit) =>
    run({
      call: () => api(`${meta.endpoint}/${row.id}`, { method: 'DELETE' }),
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
        col.accessor('description', {
          header: t('fields.description'),
          cell: ({ getValue }) => getValue() ?? '',
        }),
        col.accessor('member_count', {
          header: t('fields.memberCount'),
          meta: { numeric: true },
        }),
        col.accessor('created_at', {
          header: t('fields.createdAt'),
          enableSorting: true,
          cell: ({ getValue }) => formatDateTime(getValue(), locale),
        }),
        actionsColumn<OrgUnit>(t('actions'), (u) => ({
          testId: `${kind}-actions-${u.id}`,
          actions: [
            {
              label: t('edit'),
              onClick: () => setOpen({ kind: 'edit', row: u }),
              testId: `${kind}-edit-${u.id}`,
            },
            {
              label: t('delete'),
              onClick: () => setOpen({ kind: 'delete', row: u }),
              danger: true,
              testId: `${kind}-delete-${u.id}`,
            },
          ],
        })),
      ]),
    [t, locale, kind, setOpen],
  );

  return (
    <div className="space-y-4">
      <DataTable
        endpoint={meta.endpoint}
        columns={columns}
        getRowId={(r) => String(r.id)}
        defaultSort="name"
        searchPlaceholder={t('searchPlaceholder')}
        reloadToken={reload}
        testId={meta.tableTestId}
        actions={
          <Button onClick={() => setOpen({ kind: 'create' })} data-testid={`${kind}-create`}>
            {t('create')}
          </Button>
        }
      />
      {(open?.kind === 'create' || open?.kind === 'edit') && (
        <OrgUnitFormDialog
          kind={kind}
          unit={open.kind === 'edit' ? open.row : null}
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
          testId={`${kind}-delete-confirm`}
        />
      )}
    </div>
  );
}
