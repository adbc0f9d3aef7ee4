'use client';
import type { MouseEvent, ReactNode } from 'react';
import { cn } from '@/components/ui/cn';

/** The box of a cell: its text may be cut anywhere inside, by this box or by a column's own. */
interface Box {
  scrollWidth: number;
  clientWidth: number;
}

/** Whether any of these boxes shows less than it holds (a pixel of rounding allowed). */
export function anyCut(boxes: Iterable<Box>): boolean {
  for (const box of boxes) if (box.scrollWidth > box.clientWidth + 1) return true;
  return false;
}

/**
 * Pointed at, a cell whose text is cut (by the table's width or by a column's own
 * truncation) carries its whole text as its title; one that shows everything carries none.
 */
function titleWhenCut(event: MouseEvent<HTMLTableCellElement>) {
  const cell = event.currentTarget;
  const text = cell.innerText.trim();
  if (text && anyCut([cell, ...Array.from(cell.querySelectorAll('*'))])) cell.title = text;
  else cell.removeAttribute('title');
}

/**
 * A cell of the table. From sm up a table cell whose content keeps one line and is cut at
 * `max-w-xs` (the whole text on hover); below sm a line of the row's card: the column's
 * name (`label`, shown from `data-label`) beside the value, which wraps (a phone has no
 * hover to read a cut text by).
 */
export function BodyCell({
  label,
  numeric,
  className,
  children,
}: {
  label: string;
  numeric: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <td
      data-label={label || undefined}
      onMouseEnter={titleWhenCut}
      className={cn(
        'whitespace-nowrap px-3 py-2 align-middle max-sm:whitespace-normal',
        'max-sm:flex max-sm:items-baseline max-sm:justify-between max-sm:gap-3 max-sm:py-1',
        'max-sm:before:shrink-0 max-sm:before:text-xs max-sm:before:font-semibold max-sm:before:text-slate-500 max-sm:before:content-[attr(data-label)]',
        numeric && 'text-right tabular-nums',
        className,
      )}
    >
      {/* Room of a focus ring round a link or button inside what is cut (-m-1 p-1). */}
      <div className="-m-1 min-w-0 max-w-xs truncate p-1 max-sm:max-w-none max-sm:whitespace-normal max-sm:break-words max-sm:text-right">
        {children}
      </div>
    </td>
  );
}
