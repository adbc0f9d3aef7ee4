'use client';
import { useTable, type RowData } from '@tanstack/react-table';
import { useTranslations } from 'next-intl';
import { cn } from '@/components/ui/cn';
import { reportTableFeatures, type ReportColumn } from '@/components/reports/report-table-features';

/**
 * The rows of a report as the server ranked them (largest net sales first), then the
 * totals row of the call (each column's footer). Scrolls sideways inside its box on a
 * tablet rather than squeezing the figures; the names' column stays in view.
 * Test ids: `{testId}`, `-row`, `-empty`, `-total` (each cell with `data-column`).
 */
export function ReportTable<R extends RowData>({
  rows,
  columns,
  getRowId,
  testId,
}: {
  rows: readonly R[];
  /** Stable (memoised). */
  columns: ReadonlyArray<ReportColumn<R>>;
  getRowId: (row: R, index: number) => string;
  testId: string;
}) {
  const t = useTranslations('table');
  const table = useTable({
    features: reportTableFeatures,
    columns: columns as Array<ReportColumn<R>>,
    data: rows as R[],
    getRowId: (row: R, index: number) => getRowId(row, index),
  });
  const footers = table.getFooterGroups()[0]?.headers ?? [];
  const hasFooter = footers.some((h) => h.column.columnDef.footer !== undefined);
  const cellClass = (numeric: boolean | undefined, first: boolean) =>
    cn(
      'whitespace-nowrap px-3 py-2',
      numeric ? 'text-right tabular-nums' : 'text-left',
      first && 'sticky left-0 z-[1] max-w-64 truncate bg-inherit',
    );

  return (
    <div
      className="max-h-[70vh] overflow-auto rounded-lg border border-slate-200 bg-white"
      data-testid={testId}
    >
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <thead className="sticky top-0 z-[2] bg-slate-50">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id} className="bg-slate-50">
              {group.headers.map((header, i) => (
                <th
                  key={header.id}
                  scope="col"
                  className={cn(
                    cellClass(header.column.columnDef.meta?.numeric, i === 0),
                    'font-semibold text-slate-700',
                  )}
                >
                  <table.FlexRender header={header} />
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.length === 0 ? (
            <tr>
              <td
                colSpan={columns.length}
                className="px-3 py-8 text-center text-slate-500"
                data-testid={`${testId}-empty`}
              >
                {t('empty')}
              </td>
            </tr>
          ) : (
            table.getRowModel().rows.map((row) => (
              <tr
                key={row.id}
                className="bg-white hover:bg-slate-50"
                data-testid={`${testId}-row`}
                data-row-id={row.id}
              >
                {row.getAllCells().map((cell, i) => (
                  <td
                    key={cell.id}
                    className={cellClass(cell.column.columnDef.meta?.numeric, i === 0)}
                    data-column={cell.column.id}
                  >
                    <table.FlexRender cell={cell} />
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
        {hasFooter && (
          <tfoot className="sticky bottom-0 z-[2] border-t-2 border-slate-300 bg-slate-100 font-semibold text-slate-900">
            <tr className="bg-slate-100" data-testid={`${testId}-total`}>
              {footers.map((footer, i) => (
                <td
                  key={footer.id}
                  className={cellClass(footer.column.columnDef.meta?.numeric, i === 0)}
                  data-column={footer.column.id}
                >
                  <table.FlexRender footer={footer} />
                </td>
              ))}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}
