import type { ReactNode } from 'react';
import { cn } from '@/components/ui/cn';

/**
 * A body row, followed by its detail row across every column while it is expanded. Below
 * sm a row is a card: its cells one under the other (see BodyCell).
 */
export function RowWithDetail(props: {
  expanded: boolean;
  detail: ReactNode;
  colSpan: number;
  rowId: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <>
      <tr
        className={cn(
          'hover:bg-slate-50 max-sm:block max-sm:py-2',
          props.expanded && 'bg-slate-50',
        )}
        data-testid={`${props.testId}-row`}
        data-row-id={props.rowId}
      >
        {props.children}
      </tr>
      {props.expanded && (
        <tr data-testid={`${props.testId}-detail`} className="max-sm:block">
          <td colSpan={props.colSpan} className="bg-slate-50 px-3 pb-4 pt-1 max-sm:block">
            {props.detail}
          </td>
        </tr>
      )}
    </>
  );
}
