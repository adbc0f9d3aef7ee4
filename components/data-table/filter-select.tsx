'use client';
import { CONTROL_CLASS } from '@/components/data-table/control-class';
import { cn } from '@/components/ui/cn';

export interface FilterSelectOption {
  value: string;
  label: string;
}

/**
 * A select of a list's filter bar. It keeps its width whatever its choices say (a long
 * sale channel or storage name would otherwise stretch the whole bar): the chosen text is
 * cut at that width, and whole in the hover title. The choices' list opens at full width.
 */
export function FilterSelect({
  label,
  value,
  options,
  onChange,
  testId,
  className,
}: {
  label: string;
  value: string;
  options: readonly FilterSelectOption[];
  onChange: (value: string) => void;
  testId: string;
  /** Further classes of the select (e.g. the reports' taller controls). */
  className?: string;
}) {
  const chosen = options.find((o) => o.value === value) ?? options[0];
  return (
    // Two to a line on a phone.
    <label className="flex min-w-0 flex-col gap-1 text-xs font-semibold text-slate-600 max-sm:basis-[calc(50%-0.5rem)]">
      {label}
      <select
        value={value}
        onChange={(e) => onChange(e.target.value)}
        title={chosen?.label}
        data-testid={testId}
        className={cn(CONTROL_CLASS, 'w-44 max-w-full truncate max-sm:w-full', className)}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}
