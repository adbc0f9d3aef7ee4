'use client';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { DataTableColumnMeta } from '@/components/data-table/features';

export interface ColumnMenuTable {
  getAllLeafColumns: () => Array<{
    id: string;
    getCanHide: () => boolean;
    getIsVisible: () => boolean;
    toggleVisibility: (value?: boolean) => void;
    columnDef: { header?: unknown; meta?: DataTableColumnMeta };
  }>;
}

/** The button and menu that show or hide the columns that can be hidden. */
export function ColumnMenu({
  table,
  label,
  testId,
}: {
  table: ColumnMenuTable;
  label: string;
  testId: string;
}) {
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const close = (e: MouseEvent) => {
      if (box.current && !box.current.contains(e.target as Node)) setOpen(false);
    };
    const escape = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);
  const columns = table.getAllLeafColumns().filter((c) => c.getCanHide());
  if (columns.length === 0) return null;
  return (
    <div className="relative" ref={box}>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        data-testid={testId}
      >
        {label}
      </Button>
      {open && (
        <div
          className="absolute right-0 z-30 mt-1 w-56 rounded-md border border-slate-200 bg-white p-2 shadow-lg"
          role="menu"
        >
          {columns.map((c) => (
            <label
              key={c.id}
              className="flex cursor-pointer items-center gap-2 rounded px-2 py-1 text-sm hover:bg-slate-100"
            >
              <input
                type="checkbox"
                checked={c.getIsVisible()}
                onChange={(e) => c.toggleVisibility(e.target.checked)}
                data-testid={`${testId}-${c.id}`}
              />
              {typeof c.columnDef.header === 'string' && c.columnDef.header
                ? c.columnDef.header
                : (c.columnDef.meta?.label ?? c.id)}
            </label>
          ))}
        </div>
      )}
    </div>
  );
}
