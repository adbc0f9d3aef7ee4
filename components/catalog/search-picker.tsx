'use client';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { CONTROL_CLASS } from '@/components/data-table/control-class';
import { useSearchBox } from '@/components/search-box/use-search-box';
import { cn } from '@/components/ui/cn';
import { useFeedback } from '@/components/ui/feedback';

export interface PickerOption {
  id: number;
  label: string;
  detail?: string;
  /** Its SKU, barcode...: typed whole, Enter picks it without waiting for the search. */
  codes?: readonly (string | null | undefined)[];
}

/**
 * A search box that looks options up as one types (an API search) and picks one; the
 * picked option shows with a clear button. Keyboard: arrows move, Enter picks, Escape
 * closes. Enter picks only from the answer to the text in the box: typed fast, it waits
 * for that answer (components/search-box). Options still shown from an earlier text are
 * dimmed (`aria-busy` on the list).
 */
export function SearchPicker(props: {
  label: string;
  placeholder?: string;
  value: PickerOption | null;
  onChange: (option: PickerOption | null) => void;
  search: (q: string, signal: AbortSignal) => Promise<PickerOption[]>;
  hint?: string;
  error?: string;
  testId: string;
  disabled?: boolean;
}) {
  const { value, onChange, search, testId } = props;
  const t = useTranslations('products');
  const { showError } = useFeedback();
  const id = useId();
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const { state, stale, loading, setText, onEnter, move, highlight, pick } = useSearchBox({
    search,
    onPick: (option) => {
      onChange(option);
      setOpen(false);
    },
    onError: showError,
    enabled: open,
  });
  const q = state.text;
  const options = state.answer?.options ?? [];
  const active = state.active;

  useEffect(() => {
    if (!open) return;
    const outside = (e: MouseEvent) => {
      if (!box.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', outside);
    return () => document.removeEventListener('mousedown', outside);
  }, [open]);

  return (
    <div className="space-y-1" ref={box}>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-700">
        {props.label}
      </label>
      {value ? (
        <div
          className="flex min-h-10 items-center justify-between gap-2 rounded-md border border-slate-300 bg-slate-50 px-3 py-2 text-sm"
          data-testid={`${testId}-selected`}
        >
          <span className="min-w-0">
            <span className="block truncate font-semibold text-slate-900">{value.label}</span>
            {value.detail ? (
              <span className="block truncate text-xs text-slate-600">{value.detail}</span>
            ) : null}
          </span>
          {!props.disabled && (
            <button
              type="button"
              onClick={() => onChange(null)}
              className="shrink-0 rounded px-2 py-1 text-xs font-semibold text-slate-700 hover:bg-slate-200"
              data-testid={`${testId}-clear`}
            >
              {t('picker.clear')}
            </button>
          )}
        </div>
      ) : (
        <div className="relative">
          <input
            id={id}
            type="search"
            value={q}
            disabled={props.disabled}
            placeholder={props.placeholder ?? t('picker.search')}
            onChange={(e) => {
              setText(e.target.value);
              setOpen(true);
            }}
            onFocus={() => setOpen(true)}
            onKeyDown={(e) => {
              if (e.key === 'ArrowDown') {
                e.preventDefault();
                setOpen(true);
                move(1);
              } else if (e.key === 'ArrowUp') {
                e.preventDefault();
                move(-1);
              } else if (e.key === 'Enter') {
                if (open) {
                  // Never a form's submit: the box picks, now or once its answer is in.
                  e.preventDefault();
                  onEnter();
                }
              } else if (e.key === 'Escape') {
                setOpen(false);
              }
            }}
            role="combobox"
            aria-expanded={open}
            aria-controls={`${id}-list`}
            aria-autocomplete="list"
            aria-invalid={props.error ? true : undefined}
            className={cn(CONTROL_CLASS, 'h-10 w-full', props.error && 'border-red-500')}
            data-testid={`${testId}-input`}
            autoComplete="off"
          />
          {open && (
            <ul
              id={`${id}-list`}
              role="listbox"
              aria-busy={stale || undefined}
              className={cn(
                'absolute z-30 mt-1 max-h-72 w-full overflow-y-auto rounded-md border border-slate-200 bg-white py-1 shadow-lg',
                stale && 'opacity-60',
              )}
            >
              {loading && options.length === 0 ? (
                <li className="px-3 py-2 text-sm text-slate-500">{t('picker.loading')}</li>
              ) : options.length === 0 ? (
                <li className="px-3 py-2 text-sm text-slate-500" data-testid={`${testId}-empty`}>
                  {t('picker.empty')}
                </li>
              ) : (
                options.map((o, i) => (
                  <li
                    key={o.id}
                    role="option"
                    aria-selected={i === active}
                    onMouseDown={(e) => e.preventDefault()}
                    onClick={() => pick(o)}
                    onMouseEnter={() => highlight(i)}
                    className={cn(
                      'cursor-pointer px-3 py-2 text-sm',
                      i === active ? 'bg-brand-50' : 'hover:bg-slate-50',
                    )}
                    data-testid={`${testId}-option`}
                    data-option-id={o.id}
                  >
                    <span className="block font-semibold text-slate-900">{o.label}</span>
                    {o.detail ? (
                      <span className="block text-xs text-slate-600">{o.detail}</span>
                    ) : null}
                  </li>
                ))
              )}
            </ul>
          )}
        </div>
      )}
      {props.error ? (
        <p role="alert" className="text-sm text-red-600">
          {props.error}
        </p>
      ) : props.hint ? (
        <p className="text-xs text-slate-500">{props.hint}</p>
      ) : null}
    </div>
  );
}
