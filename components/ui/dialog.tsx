'use client';
import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { cn } from '@/components/ui/cn';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
}

/**
 * Spec section 9: the modal animation takes 500 ms. Radix keeps a closing dialog mounted
 * until its CSS animation ends (it waits for keyframe animations, not transitions), so the
 * fade and zoom are keyframes (app/globals.css, `.dialog-overlay` and `.dialog-content`),
 * in when opened and out when closed.
 */
export const MODAL_ANIMATION_MS = 500;

/** A modal on Radix Dialog: focus trapped, Escape closes, 500 ms animation in and out. */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  wide,
}: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay
          className="dialog-overlay fixed inset-0 z-40 bg-slate-900/40"
          data-testid="dialog-overlay"
        />
        <RadixDialog.Content
          onEscapeKeyDown={leaveEscapeToOpenCombobox}
          className={cn(
            'dialog-content fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-6 shadow-xl',
            wide ? 'max-w-3xl' : 'max-w-md',
          )}
        >
          <RadixDialog.Title className="text-lg font-semibold">{title}</RadixDialog.Title>
          {description ? (
            <RadixDialog.Description className="mt-1 text-sm text-slate-600">
              {description}
            </RadixDialog.Description>
          ) : (
            <RadixDialog.Description className="sr-only">{title}</RadixDialog.Description>
          )}
          <div className="mt-4">{children}</div>
          {footer ? <div className="mt-6 flex justify-end gap-2">{footer}</div> : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** Escape in an open suggestion list closes the list, not the whole dialog. */
function leaveEscapeToOpenCombobox(event: KeyboardEvent) {
  const target = event.target as HTMLElement | null;
  if (
    target?.getAttribute('role') === 'combobox' &&
    target.getAttribute('aria-expanded') === 'true'
  ) {
    event.preventDefault();
  }
}
