'use client';
import type { ReactNode } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { formatNumber } from '@/components/data-table/format';
import { Button } from '@/components/ui/button';

/**
 * The save button with the total beside it and the Ctrl+Enter hint; big enough for a
 * finger on a tablet.
 */
export function SubmitBar(props: {
  total: string;
  label: string;
  saving: boolean;
  onSubmit: () => void;
  disabled?: boolean;
  children?: ReactNode;
}) {
  const t = useTranslations('orderForm.submit');
  const locale = useLocale();
  return (
    <div className="space-y-2 rounded-lg border border-slate-200 bg-white p-4 shadow-md">
      <Button
        className="h-12 w-full text-base"
        loading={props.saving}
        disabled={props.disabled}
        onClick={props.onSubmit}
        data-testid="order-submit"
      >
        {props.label}
        <span className="tabular-nums" data-testid="order-submit-total">
          {'฿'}
          {formatNumber(props.total, locale)}
        </span>
      </Button>
      <p className="text-center text-xs text-slate-500">{t('shortcut')}</p>
      {props.children}
    </div>
  );
}

/** After a failed check: bring the first field with a problem into view and focus it. */
export function focusFirstIssue() {
  window.requestAnimationFrame(() => {
    const first = document.querySelector<HTMLElement>(
      '[aria-invalid="true"], [data-testid="order-lines-empty"][role="alert"]',
    );
    first?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    if (first && first.matches('input, select, textarea')) first.focus({ preventScroll: true });
  });
}
