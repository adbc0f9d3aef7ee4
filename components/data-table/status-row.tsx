import type { ReactNode } from 'react';
import { cn } from '@/components/ui/cn';

/** A body row across every column that says something about the list (loading, empty, error). */
export function StatusRow({
  colSpan,
  testId,
  className,
  children,
}: {
  colSpan: number;
  testId: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <tr className="max-sm:block">
      <td
        colSpan={colSpan}
        className={cn('px-3 py-8 text-center max-sm:block', className)}
        data-testid={testId}
      >
        {children}
      </td>
    </tr>
  );
}
