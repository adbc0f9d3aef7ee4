'use client';
import { useMemo } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { OrgUnit } from '@/lib/domain/org/schemas';
import { formatDateTime } from '@/lib/time/date-format';
import { dataTableColumns } from '@/components/data-table';
import { MasterDataScreen } from '@/components/crud/master-data-screen';
import { OrgUnitFormDialog } from '@/components/org/org-unit-form-dialog';
import { ORG_KINDS, type OrgKind } from '@/components/org/org-kinds';

const col = dataTableColumns<OrgUnit>();

/**
 * /admin/team and /admin/department: the enterprise's teams or departments with their
 * member counts, create, edit and delete (refused while users belong to it).
 */
export function OrgUnitsScreen({ kind }: { kind: OrgKind }) {
  const meta = ORG_KINDS[kind];
  const t = useTranslations(meta.namespace);
  const locale = useLocale();

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
      ]),
    [t, locale],
  );

  return (
    <MasterDataScreen<OrgUnit>
      messages={meta.namespace}
      testId={kind}
      table={{ endpoint: meta.endpoint, defaultSort: 'name', testId: meta.tableTestId }}
      columns={columns}
      nameOf={(row) => row.name}
      deleteNote="deleteHint"
      form={(unit, done) => (
        <OrgUnitFormDialog kind={kind} unit={unit} onClose={done.onClose} onSaved={done.onSaved} />
      )}
    />
  );
}
