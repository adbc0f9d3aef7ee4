'use client';
import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';

/**
 * The save button, big enough for a finger, with the Ctrl+Enter hint; anything to say
 * before it (the short lines of a refused bill) goes above. Test id: stock-submit.
 */
export function StockSubmitBar(props: {
  label: string;
  saving: boolean;
  onSubmit: () => void;
  children?: ReactNode;
}) {
  const t = useTranslations('stockForm.submit');
  return (
    <div className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 shadow-md">
      {props.children}
      <Button
        className="h-14 w-full text-lg"
        loading={props.saving}
        onClick={props.onSubmit}
        data-testid="stock-submit"
      >
        {props.label}
      </Button>
      <p className="text-center text-xs text-slate-500">{t('shortcut')}</p>
    </div>
  );
}

/** After a failed check: bring the first field with a problem into view and focus it. */
export function focusFirstStockIssue() {
  window.requestAnimationFrame(() => {
    const first = document.querySelector<HTMLElement>(
      '[data-testid="stock-form"] [aria-invalid="true"], [data-testid="stock-lines-empty"][role="alert"]',
    );
    first?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    if (first && first.matches('input, select, textarea')) first.focus({ preventScroll: true });
  });
}
