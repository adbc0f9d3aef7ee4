'use client';
import { useMemo } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { DataTable, useListUrl, type DataTableFilter } from '@/components/data-table';
import { DateRangePicker } from '@/components/date-range/date-range-picker';
import { ButtonLink } from '@/components/ui/button-link';
import { cn } from '@/components/ui/cn';
import { poListColumns } from '@/components/po/po-list-columns';
import { CREATE_HREF } from '@/components/po/po-action';
import { PO_STATUSES, type PoOption, type PoRow } from '@/components/po/po-types';

/** The printable range of the list's number filters (both ends needed), or null. */
export function rangePdfHref(from: string, to: string): string | null {
  const a = from.trim();
  const b = to.trim();
  if (!a || !b) return null;
  return `/api/v1/wms/po/pdf?${new URLSearchParams({ po_from: a, po_to: b }).toString()}`;
}

/**
 * /backoffice/po: the purchase orders, newest first (GET /api/v1/wms/po), with the
 * filters kept in the URL: a range of numbers (also what "Print range" prints), partner,
 * status, Bangkok days made, late only, and the search.
 */
export function PoListScreen({
  canCreate,
  partners,
}: {
  canCreate: boolean;
  partners: readonly PoOption[];
}) {
  const t = useTranslations('poScreens');
  const locale = useLocale();
  const url = useListUrl();
  const columns = useMemo(() => poListColumns(t, locale), [t, locale]);

  const filters = useMemo<DataTableFilter[]>(
    () => [
      { kind: 'text', key: 'po_from', label: t('filters.from'), placeholder: 'PO-' },
      { kind: 'text', key: 'po_to', label: t('filters.to'), placeholder: 'PO-' },
      {
        kind: 'select',
        key: 'partner_id',
        label: t('filters.partner'),
        options: partners.map((p) => ({ value: p.id, label: p.name })),
      },
      {
        kind: 'select',
        key: 'status',
        label: t('filters.status'),
        options: PO_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
      },
      {
        kind: 'custom',
        keys: ['start_date', 'end_date'],
        render: (u) => (
          <DateRangePicker
            url={u}
            defaults={null}
            required={false}
            label={t('filters.created')}
            testId="po-list-date"
          />
        ),
      },
      {
        kind: 'select',
        key: 'late',
        label: t('filters.late'),
        options: [{ value: 1, label: t('filters.lateOnly') }],
      },
    ],
    [t, partners],
  );

  const pdf = rangePdfHref(url.get('po_from'), url.get('po_to'));

  return (
    <DataTable<PoRow>
      endpoint="/api/v1/wms/po"
      columns={columns}
      getRowId={(r) => String(r.id)}
      defaultSort="-created_at"
      searchPlaceholder={t('filters.search')}
      filters={filters}
      testId="po-list"
      actions={
        <>
          <a
            href={pdf ?? undefined}
            target="_blank"
            rel="noreferrer"
            aria-disabled={pdf ? undefined : true}
            title={pdf ? undefined : t('printRangeHint')}
            className={cn(
              'inline-flex h-8 items-center rounded-md border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800',
              pdf ? 'hover:bg-slate-100' : 'cursor-not-allowed opacity-50',
            )}
            data-testid="po-print-range"
          >
            {t('printRange')}
          </a>
          {canCreate && (
            <ButtonLink href={CREATE_HREF} size="sm" data-testid="po-create">
              {t('newPo')}
            </ButtonLink>
          )}
        </>
      }
    />
  );
}
