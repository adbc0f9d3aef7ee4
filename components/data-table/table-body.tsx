'use client';
import type { ReactNode } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { RowData } from '@tanstack/react-table';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import type { DataTableInstance } from '@/components/data-table/features';
import { BodyCell } from '@/components/data-table/body-cell';
import { formatNumber } from '@/components/data-table/format';
import { RowWithDetail } from '@/components/data-table/row-with-detail';
import { StatusRow } from '@/components/data-table/status-row';
import type { ListData } from '@/components/data-table/use-list-data';

/**
 * The rows of the page, or what stands in their place: the error with a retry, the first
 * loading, or the empty list. While a next page loads, the old rows stay, dimmed.
 */
export function TableBody<TRow extends RowData>({
  table,
  list,
  renderDetail,
  testId,
}: {
  table: DataTableInstance<TRow>;
  list: ListData<TRow>;
  renderDetail?: (row: TRow) => ReactNode;
  testId: string;
}) {
  const t = useTranslations('table');
  const locale = useLocale();
  const colSpan = table.getVisibleLeafColumns().length;
  return (
    <tbody
      className={cn(
        'divide-y divide-slate-100 max-sm:block',
        list.loading && list.loaded && 'opacity-60',
      )}
    >
      {list.error ? (
        <StatusRow colSpan={colSpan} testId={`${testId}-error`} className="text-red-700">
          <p>{t('loadError')}</p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={list.retry}>
            {t('retry')}
          </Button>
        </StatusRow>
      ) : !list.loaded ? (
        // As tall as a page of rows about is: what stands below (the total, the pages) is
        // placed where the rows will push it, instead of jumping when they arrive (CLS).
        <StatusRow
          colSpan={colSpan}
          testId={`${testId}-loading`}
          className="h-[26rem] align-top text-slate-500"
        >
          {t('loading')}
        </StatusRow>
      ) : list.rows.length === 0 ? (
        <StatusRow colSpan={colSpan} testId={`${testId}-empty`} className="text-slate-500">
          {t('empty')}
        </StatusRow>
      ) : (
        table.getRowModel().rows.map((row) => (
          <RowWithDetail
            key={row.id}
            expanded={row.getIsExpanded()}
            detail={renderDetail && row.getIsExpanded() ? renderDetail(row.original) : null}
            colSpan={colSpan}
            rowId={row.id}
            testId={testId}
          >
            {row.getVisibleCells().map((cell) => {
              const def = cell.column.columnDef;
              const meta = def.meta;
              const value = cell.getValue();
              return (
                <BodyCell
                  key={cell.id}
                  label={typeof def.header === 'string' ? def.header : (meta?.label ?? '')}
                  numeric={meta?.numeric ?? false}
                  className={meta?.className}
                >
                  {meta?.numeric &&
                  !def.cell &&
                  (typeof value === 'number' || typeof value === 'string') ? (
                    formatNumber(value, locale)
                  ) : (
                    <table.FlexRender cell={cell} />
                  )}
                </BodyCell>
              );
            })}
          </RowWithDetail>
        ))
      )}
    </tbody>
  );
}
