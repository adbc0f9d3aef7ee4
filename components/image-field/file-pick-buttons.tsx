'use client';
import { useRef } from 'react';
import { Button } from '@/components/ui/button';

/**
 * A file input worked by a "choose" button (the browser's own cannot be styled or
 * worded per locale) and, while a file is held, a "remove" button. The input is emptied
 * after each pick so that picking the same file again is a change too.
 */
export function FilePickButtons(props: {
  accept: string;
  onPick: (file: File | null) => void;
  held: boolean;
  onRemove: () => void;
  labels: { choose: string; change: string; remove: string };
  disabled?: boolean;
  loading?: boolean;
  /** The tablet's tall buttons (a thumb, a glove), else the desk's small ones. */
  touch?: boolean;
  testIds: { input: string; choose: string; remove: string };
}) {
  const { labels, disabled, testIds } = props;
  const input = useRef<HTMLInputElement>(null);
  const size = props.touch ? { className: 'h-12' } : { size: 'sm' as const };
  return (
    <div className="flex flex-col gap-2">
      <input
        ref={input}
        type="file"
        accept={props.accept}
        className="sr-only"
        disabled={disabled}
        onChange={(e) => {
          const file = e.target.files?.[0] ?? null;
          e.target.value = '';
          props.onPick(file);
        }}
        aria-label={labels.choose}
        data-testid={testIds.input}
      />
      <Button
        variant="secondary"
        {...size}
        loading={props.loading}
        disabled={disabled}
        onClick={() => input.current?.click()}
        data-testid={testIds.choose}
      >
        {props.held ? labels.change : labels.choose}
      </Button>
      {props.held && (
        <Button
          variant="ghost"
          {...size}
          disabled={disabled}
          onClick={props.onRemove}
          data-testid={testIds.remove}
        >
          {labels.remove}
        </Button>
      )}
    </div>
  );
}
