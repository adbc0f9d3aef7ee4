'use client';
import type { ReactNode } from 'react';
import { useLocale } from 'next-intl';
import { formatNumber } from '@/components/data-table/format';
import { cn } from '@/components/ui/cn';

// A stock bill's lines as a table: the bill just saved and the bill in the history show
// the same ledger lines, each with its own columns.

/** The table, its header row (numbers right-aligned) and the rows given. */
export function BillTable({
  columns,
  children,
}: {
  columns: ReadonlyArray<{ label: string; numeric?: boolean }>;
  children: ReactNode;
}) {
  return (
    <table className="min-w-full divide-y divide-slate-200 text-sm">
      <thead className="bg-slate-50 text-left text-xs font-semibold text-slate-600">
        <tr>
          {columns.map((c) => (
            <th key={c.label} className={cn('px-3 py-2', c.numeric && 'text-right')}>
              {c.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">{children}</tbody>
    </table>
  );
}

/** A line's signed amount: + in green (stock came in), - in red (it went out). */
export function SignedAmountCell({
  amount,
  roomy,
  withValue,
  testId,
}: {
  amount: number;
  /** Taller rows (the tablet's saved bill). */
  roomy?: boolean;
  /** The amount also as `data-value`, for a test to read without the locale's format. */
  withValue?: boolean;
  testId: string;
}) {
  const locale = useLocale();
  return (
    <td
      className={cn(
        'px-3',
        roomy ? 'py-3' : 'py-2',
        'text-right font-semibold tabular-nums',
        amount < 0 ? 'text-red-700' : 'text-emerald-700',
      )}
      data-testid={testId}
      data-value={withValue ? amount : undefined}
    >
      {amount > 0 ? '+' : ''}
      {formatNumber(amount, locale)}
    </td>
  );
}
