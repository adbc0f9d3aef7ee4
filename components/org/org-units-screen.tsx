'use client';
import { useMemo, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { OrgUnit } from '@/lib/domain/org/schemas';
import { api } from '@/components/lib/api';
import { Button } from '@/components/ui/button';
import { useFeedback } from '@/components/ui/feedback';
import { DataTable, dataTableColumns, formatDateTime, RowActions } from '@/components/data-table';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { OrgUnitFormDialog } from '@/components/org/org-unit-form-dialog';
import { ORG_KINDS, type OrgKind } from '@/components/org/org-kinds';

type Open =
  { kind: 'create' } | { kind: 'edit'; row: OrgUnit } | { kind: 'delete'; row: OrgUnit } | null;

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
  const { notify, showError } = useFeedback();
  const [open, setOpen] = useState<Open>(null);
  const [reload, setReload] = useState(0);
  const refresh = () => setReload((n) => n + 1);

  async function remove(row: OrgUnit) {
    try {
      await api(`${meta.endpoint}/${row.id}`, { method: 'DELETE' });
      notify('success', tAll('errors.common.deleteSuccess'));
      setOpen(null);
      refresh();
    } catch (error) {
      setOpen(null);
      showError(error);
    }
  }

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
        col.display({
          id: 'actions',
          header: t('actions'),
          enableHiding: false,
          cell: ({ row }) => {
            const u = row.original;
            return (
              <RowActions
                label={t('actions')}
                testId={`${kind}-actions-${u.id}`}
                actions={[
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
                ]}
              />
            );
          },
        }),
      ]),
    [t, locale, kind],
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
          onClose={() => setOpen(null)}
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
          onClose={() => setOpen(null)}
          testId={`${kind}-delete-confirm`}
        />
      )}
    </div>
  );
}
