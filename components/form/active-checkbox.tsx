'use client';

/** A master-data row's "active" switch, with what being inactive means under it. */
export function ActiveCheckbox(props: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  hint: string;
  testId: string;
}) {
  return (
    <div>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={props.checked}
          onChange={(e) => props.onChange(e.target.checked)}
          data-testid={props.testId}
          className="h-4 w-4"
        />
        {props.label}
      </label>
      <p className="mt-1 text-xs text-slate-500">{props.hint}</p>
    </div>
  );
}
