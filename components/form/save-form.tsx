'use client';
import type { FormHTMLAttributes } from 'react';
import { useSubmitShortcut } from '@/components/form/use-submit-shortcut';

/**
 * A form its screen checks and saves (not the browser: no native validation, no page
 * load): Enter in a field, the submit button and Ctrl+Enter anywhere on the page (unless
 * `shortcut` is off) all call `onSave`.
 */
export function SaveForm({
  onSave,
  shortcut = true,
  children,
  ...attributes
}: Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'> & {
  onSave: () => Promise<void>;
  shortcut?: boolean;
}) {
  useSubmitShortcut(() => void onSave(), shortcut);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void onSave();
      }}
      noValidate
      {...attributes}
    >
      {children}
    </form>
  );
}
