'use client';
import { useEffect, useState } from 'react';
import { cn } from '@/components/ui/cn';
import { CONTROL_CLASS } from '@/components/data-table/control-class';

const DEBOUNCE_MS = 350;

/**
 * A text input that reports its value once typing pauses, and at once on Enter or when the
 * input loses focus: a click on a row's link right after typing must not be overtaken by the
 * pending search's URL update, which would bring the user back to the list.
 */
export function DebouncedInput(props: {
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  ariaLabel: string;
  type?: 'search' | 'text';
  testId?: string;
  className?: string;
}) {
  const { value, onChange } = props;
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  // The URL changed from elsewhere (back button, a reset): show the new value.
  if (value !== seen) {
    setSeen(value);
    setDraft(value);
  }
  useEffect(() => {
    if (draft.trim() === value) return;
    const timer = window.setTimeout(() => onChange(draft.trim()), DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [draft, value, onChange]);
  return (
    <input
      type={props.type ?? 'text'}
      value={draft}
      onChange={(e) => setDraft(e.target.value)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') onChange(draft.trim());
      }}
      onBlur={() => {
        if (draft.trim() !== value) onChange(draft.trim());
      }}
      placeholder={props.placeholder}
      aria-label={props.ariaLabel}
      data-testid={props.testId}
      className={cn(CONTROL_CLASS, props.className)}
    />
  );
}
