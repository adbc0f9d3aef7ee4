'use client';
import { useMemo } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { AuditRow } from '@/lib/domain/admin/schemas';
import { formatDateTime } from '@/lib/time/date-format';
import { DataTable, dataTableColumns, type DataTableFilter } from '@/components/data-table';
import { DateRangePicker } from '@/components/date-range/date-range-picker';
import { AUDIT_ACTIONS, AUDIT_ENTITIES } from '@/lib/domain/audit/codes';
import { auditActionLabel, auditEntityLabel, type AuditMessages } from '@/lib/domain/audit/labels';
import { compareNames } from '@/lib/i18n/collation';

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

/** Filter options in the order people read them (the same on the server and in the browser). */
const byLabel = <O extends { label: string }>(options: O[]): O[] =>
  options.sort((a, b) => compareNames(a.label, b.label));

/** /admin/audit: who changed what and when, newest first, each row opening its before and after. */
export function AuditScreen({ actors }: { actors: Array<{ id: number; label: string }> }) {
  const t = useTranslations('audit');
  // Codes are shown in the screen's own language (the row's labels follow the saved one).
  const messages = useMemo<AuditMessages>(
    () => ({ has: (key) => t.has(key), text: (key, values) => t(key, values) }),
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
          cell: ({ row }) => (
            <span data-testid="audit-action">
              {auditActionLabel(messages, row.original.action, row.original.entity)}
            </span>
          ),
        }),
        col.accessor('entity', {
          header: t('fields.entity'),
          cell: ({ getValue }) => (
            <span data-testid="audit-entity">{auditEntityLabel(messages, getValue())}</span>
          ),
        }),
        col.accessor('entity_id', {
          header: t('fields.entityId'),
          cell: ({ getValue }) => getValue() ?? '-',
        }),
        col.accessor('ip', { header: t('fields.ip'), cell: ({ getValue }) => getValue() ?? '-' }),
      ]),
    [t, locale, messages],
  );

  const filters = useMemo<DataTableFilter[]>(
    () => [
      {
        kind: 'select',
        key: 'actor_id',
        label: t('fields.actor'),
        options: actors.map((a) => ({ value: a.id, label: a.label })),
      },
      {
        kind: 'select',
        key: 'action',
        label: t('fields.action'),
        options: byLabel(
          AUDIT_ACTIONS.map((a) => ({ value: a, label: auditActionLabel(messages, a) })),
        ),
      },
      {
        kind: 'select',
        key: 'entity',
        label: t('fields.entity'),
        options: byLabel(
          AUDIT_ENTITIES.map((e) => ({ value: e, label: auditEntityLabel(messages, e) })),
        ),
      },
      { kind: 'text', key: 'entity_id', label: t('fields.entityId') },
      {
        kind: 'custom',
        keys: ['start_date', 'end_date'],
        render: (url) => (
          <DateRangePicker url={url} defaults={null} required={false} testId="audit-table-dates" />
        ),
      },
    ],
    [t, actors, messages],
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
