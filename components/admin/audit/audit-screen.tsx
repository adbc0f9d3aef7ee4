'use client';
import { useCallback, useMemo } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { AuditRow } from '@/lib/domain/admin/schemas';
import { formatDateTime } from '@/lib/time/date-format';
import { DataTable, dataTableColumns, type DataTableFilter } from '@/components/data-table';
import { DateRangePicker } from '@/components/date-range/date-range-picker';

const col = dataTableColumns<AuditRow>();

const isRecord = (v: unknown): v is Record<string, unknown> =>
  Boolean(v) && typeof v === 'object' && !Array.isArray(v);

/** Top-level keys whose values differ between before and after. */
export function changedKeys(before: unknown, after: unknown): string[] {
  if (!isRecord(before) && !isRecord(after)) return [];
  const b = isRecord(before) ? before : {};
  const a = isRecord(after) ? after : {};
  return [...new Set([...Object.keys(b), ...Object.keys(a)])].filter(
    (k) => JSON.stringify(b[k]) !== JSON.stringify(a[k]),
  );
}

function AuditDetail({ row }: { row: AuditRow }) {
  const t = useTranslations('audit');
  // Only an edit has both sides to compare; a create or delete would list every field.
  const changed = row.before && row.after ? changedKeys(row.before, row.after) : [];
  return (
    <div className="space-y-2 pt-2">
      {changed.length > 0 && (
        <p className="text-sm text-slate-700">
          <span className="font-semibold">{t('changed')}:</span> {changed.join(', ')}
        </p>
      )}
      <div className="grid gap-3 md:grid-cols-2">
        {(['before', 'after'] as const).map((side) => (
          <div key={side} className="min-w-0">
            <p className="mb-1 text-xs font-semibold uppercase text-slate-500">{t(side)}</p>
            <pre
              className="max-h-80 overflow-auto rounded-md border border-slate-200 bg-white p-3 text-xs leading-relaxed [font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,Sarabun,monospace]"
              data-testid={`audit-${side}`}
            >
              {row[side] === null || row[side] === undefined
                ? t('nothing')
                : JSON.stringify(row[side], null, 2)}
            </pre>
          </div>
        ))}
      </div>
      {row.request_id && (
        <p className="text-xs text-slate-500">
          {t('requestId')}: {row.request_id}
        </p>
      )}
    </div>
  );
}

/** /admin/audit: who changed what and when, newest first, each row opening its before and after. */
export function AuditScreen({ actors }: { actors: Array<{ id: number; label: string }> }) {
  const t = useTranslations('audit');
  /** A label of its own, else "<entity> <verb>" (actions are `<entity>.<verb>`). */
  const actionLabel = useCallback(
    (action: string) => {
      if (t.has(`actions.${action}`)) return t(`actions.${action}`);
      const [entity = '', verb = ''] = action.split('.');
      if (!t.has(`entities.${entity}`) || !t.has(`verbs.${verb}`)) return action;
      return t('actionPattern', { entity: t(`entities.${entity}`), verb: t(`verbs.${verb}`) });
    },
    [t],
  );
  const locale = useLocale();

  const columns = useMemo(
    () =>
      col.columns([
        col.accessor('created_at', {
          header: t('fields.time'),
          enableHiding: false,
          cell: ({ getValue }) => formatDateTime(getValue(), locale),
        }),
        col.accessor('actor_name', { header: t('fields.actor') }),
        col.accessor('action', {
          header: t('fields.action'),
          cell: ({ getValue }) => actionLabel(getValue()),
        }),
        col.accessor('entity', {
          header: t('fields.entity'),
          cell: ({ getValue }) =>
            t.has(`entities.${getValue()}`) ? t(`entities.${getValue()}`) : getValue(),
        }),
        col.accessor('entity_id', {
          header: t('fields.entityId'),
          cell: ({ getValue }) => getValue() ?? '-',
        }),
        col.accessor('ip', { header: t('fields.ip'), cell: ({ getValue }) => getValue() ?? '-' }),
      ]),
    [t, locale, actionLabel],
  );

  const filters = useMemo<DataTableFilter[]>(
    () => [
      {
        kind: 'select',
        key: 'actor_id',
        label: t('fields.actor'),
        options: actors.map((a) => ({ value: a.id, label: a.label })),
      },
      { kind: 'text', key: 'action', label: t('fields.action'), placeholder: 'user.update' },
      { kind: 'text', key: 'entity', label: t('fields.entity'), placeholder: 'user' },
      { kind: 'text', key: 'entity_id', label: t('fields.entityId') },
      {
        kind: 'custom',
        keys: ['start_date', 'end_date'],
        render: (url) => (
          <DateRangePicker url={url} defaults={null} required={false} testId="audit-table-dates" />
        ),
      },
    ],
    [t, actors],
  );

  return (
    <div className="space-y-4">
      <DataTable
        endpoint="/api/v1/admin/audit"
        columns={columns}
        getRowId={(r) => r.id}
        searchable={false}
        filters={filters}
        hiddenColumns={['ip']}
        renderDetail={(row) => <AuditDetail row={row} />}
        testId="audit-table"
      />
    </div>
  );
}
