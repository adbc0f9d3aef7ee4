import type { ReactNode } from 'react';
import { cn } from '@/components/ui/cn';

/** A body row, followed by its detail row across every column while it is expanded. */
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
        className={cn('hover:bg-slate-50', props.expanded && 'bg-slate-50')}
        data-testid={`${props.testId}-row`}
        data-row-id={props.rowId}
      >
        {props.children}
      </tr>
      {props.expanded && (
        <tr data-testid={`${props.testId}-detail`}>
          <td colSpan={props.colSpan} className="bg-slate-50 px-3 pb-4 pt-1">
            {props.detail}
          </td>
        </tr>
      )}
    </>
  );
}
