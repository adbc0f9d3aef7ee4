'use client';
import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { cn } from '@/components/ui/cn';

export interface MiniColumn<R> {
  header: string;
  cell: (row: R) => ReactNode;
  numeric?: boolean;
}

/**
 * A small read-only table of a report section (no paging: the report holds every row),
 * scrolling inside its box past `maxHeight`.
 */
export function MiniTable<R>({
  rows,
  columns,
  rowKey,
  testId,
  maxHeight = 320,
  rowClassName,
}: {
  rows: readonly R[];
  columns: ReadonlyArray<MiniColumn<R>>;
  rowKey: (row: R, index: number) => string;
  testId: string;
  maxHeight?: number;
  rowClassName?: (row: R) => string | undefined;
}) {
  const t = useTranslations('table');
  return (
    <div
      className="overflow-auto rounded-md border border-slate-200"
      style={{ maxHeight }}
      data-testid={testId}
    >
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <thead className="sticky top-0 bg-slate-50">
          <tr>
            {columns.map((c) => (
              <th
                key={c.header}
                scope="col"
                className={cn(
                  'whitespace-nowrap px-3 py-2 text-xs font-semibold text-slate-600',
                  c.numeric ? 'text-right' : 'text-left',
                )}
              >
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 bg-white">
          {rows.length === 0 ? (
            <tr>
              <td
                colSpan={columns.length}
                className="px-3 py-6 text-center text-slate-500"
                data-testid={`${testId}-empty`}
              >
                {t('empty')}
              </td>
            </tr>
          ) : (
            rows.map((row, i) => (
              <tr
                key={rowKey(row, i)}
                className={rowClassName?.(row)}
                data-testid={`${testId}-row`}
              >
                {columns.map((c) => (
                  <td
                    key={c.header}
                    className={cn(
                      'whitespace-nowrap px-3 py-2',
                      c.numeric && 'text-right tabular-nums',
                    )}
                  >
                    {c.cell(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
