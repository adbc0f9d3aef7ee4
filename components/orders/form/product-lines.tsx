'use client';
import type { ReactNode } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { formatNumber } from '@/components/data-table/format';
import { cn } from '@/components/ui/cn';
import {
  removeLine,
  stepQuantity,
  updateLine,
  type LineDraft,
} from '@/components/orders/form/form-state';
import type { OrderFormController } from '@/components/orders/form/use-order-form';
import { useOrderIssueText } from '@/components/orders/form/use-order-issue-text';

const INPUT =
  'block h-11 w-full rounded-md border border-slate-300 bg-white px-2 text-right text-sm tabular-nums focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100 disabled:bg-slate-100';
const STEP =
  'flex h-11 w-11 shrink-0 items-center justify-center rounded-md border border-slate-300 bg-white text-xl font-semibold text-slate-700 hover:bg-slate-100 active:bg-slate-200 disabled:opacity-50';

/**
 * The order's lines: quantity with big -/+ buttons (tablets), unit price (the product's,
 * editable), a discount on the line, its total as typed, remove. The amount rules show
 * under their field. Test ids: order-line (data-line-key, data-product-id),
 * order-line-{qty,dec,inc,price,discount,total,remove}, order-lines-empty.
 */
export function ProductLines({ ctl }: { ctl: OrderFormController }) {
  const t = useTranslations('orderForm.products');
  const issueText = useOrderIssueText();
  const { form, issueOf, totals } = ctl;

  if (form.lines.length === 0) {
    const err = issueText(issueOf('items'));
    return (
      <div
        className={cn(
          'rounded-md border border-dashed px-4 py-8 text-center text-sm',
          err ? 'border-red-400 text-red-600' : 'border-slate-300 text-slate-500',
        )}
        role={err ? 'alert' : undefined}
        data-testid="order-lines-empty"
      >
        {err ?? t('empty')}
      </div>
    );
  }

  return (
    <div className="divide-y divide-slate-200 rounded-md border border-slate-200">
      <div className="hidden grid-cols-[1fr_9.5rem_7rem_7rem_7rem_2.75rem] gap-2 bg-slate-50 px-3 py-2 text-xs font-semibold text-slate-600 lg:grid">
        <span>{t('product')}</span>
        <span className="text-center">{t('quantity')}</span>
        <span className="text-right">{t('price')}</span>
        <span className="text-right">{t('discount')}</span>
        <span className="text-right">{t('lineTotal')}</span>
        <span />
      </div>
      {form.lines.map((line, i) => (
        <Line
          key={line.key}
          line={line}
          index={i}
          ctl={ctl}
          total={totals.lines[i]?.line_total ?? '0.00'}
          err={(field) => issueText(issueOf(field ? `items.${i}.${field}` : `items.${i}`))}
        />
      ))}
    </div>
  );
}

function Line(props: {
  line: LineDraft;
  index: number;
  ctl: OrderFormController;
  total: string;
  err: (field?: string) => string | undefined;
}) {
  const { line, index, ctl, total, err } = props;
  const t = useTranslations('orderForm.products');
  const locale = useLocale();
  const { setLines, flashKey } = ctl;
  const field = (name: string) => `items.${index}.${name}`;
  const errors = [
    ...new Set([err('quantity'), err('price'), err('discount'), err()].filter(Boolean)),
  ] as string[];
  const label = (name: string) => `${t(name)} ${line.sku}`;

  return (
    <div
      className={cn(
        'grid grid-cols-2 items-start gap-2 px-3 py-3 transition-colors duration-500 sm:grid-cols-4 lg:grid-cols-[1fr_9.5rem_7rem_7rem_7rem_2.75rem]',
        flashKey === line.key && 'bg-emerald-100',
      )}
      data-testid="order-line"
      data-line-key={line.key}
      data-product-id={line.product_id}
      data-flash={flashKey === line.key ? 'on' : undefined}
    >
      <div className="col-span-2 min-w-0 sm:col-span-4 lg:col-span-1">
        <p className="truncate text-sm font-semibold text-slate-900">{line.name}</p>
        <p className="truncate text-xs text-slate-500">
          {line.sku}
          {line.barcode ? ` · ${line.barcode}` : ''}
        </p>
      </div>
      <Cell label={t('quantity')} className="col-span-2 sm:col-span-1">
        <div className="flex items-center gap-1">
          <button
            type="button"
            className={STEP}
            onClick={() => setLines((ls) => stepQuantity(ls, line.key, -1), field('quantity'))}
            aria-label={label('decrease')}
            data-testid="order-line-dec"
          >
            {'-'}
          </button>
          <input
            value={line.quantity}
            inputMode="numeric"
            onChange={(e) =>
              setLines(
                (ls) => updateLine(ls, line.key, { quantity: e.target.value.replace(/\D/g, '') }),
                field('quantity'),
              )
            }
            onFocus={(e) => e.target.select()}
            aria-label={label('quantity')}
            aria-invalid={err('quantity') ? true : undefined}
            className={cn(INPUT, 'text-center', err('quantity') && 'border-red-500')}
            data-testid="order-line-qty"
          />
          <button
            type="button"
            className={STEP}
            onClick={() => setLines((ls) => stepQuantity(ls, line.key, 1), field('quantity'))}
            aria-label={label('increase')}
            data-testid="order-line-inc"
          >
            {'+'}
          </button>
        </div>
      </Cell>
      <Cell label={t('price')}>
        <input
          value={line.price}
          inputMode="decimal"
          onChange={(e) =>
            setLines((ls) => updateLine(ls, line.key, { price: e.target.value }), field('price'))
          }
          onFocus={(e) => e.target.select()}
          aria-label={label('price')}
          aria-invalid={err('price') ? true : undefined}
          className={cn(INPUT, err('price') && 'border-red-500')}
          data-testid="order-line-price"
        />
      </Cell>
      <Cell label={t('discount')}>
        <input
          value={line.discount}
          inputMode="decimal"
          placeholder="0.00"
          onChange={(e) =>
            setLines(
              (ls) => updateLine(ls, line.key, { discount: e.target.value }),
              field('discount'),
            )
          }
          onFocus={(e) => e.target.select()}
          aria-label={label('discount')}
          aria-invalid={err('discount') ? true : undefined}
          className={cn(INPUT, err('discount') && 'border-red-500')}
          data-testid="order-line-discount"
        />
      </Cell>
      <Cell label={t('lineTotal')}>
        <p
          className="flex h-11 items-center justify-end text-sm font-semibold tabular-nums text-slate-900"
          data-testid="order-line-total"
        >
          {formatNumber(total, locale)}
        </p>
      </Cell>
      <button
        type="button"
        onClick={() => setLines((ls) => removeLine(ls, line.key))}
        className="flex h-11 w-11 items-center justify-center justify-self-end rounded-md text-red-600 hover:bg-red-50"
        aria-label={label('remove')}
        title={t('remove')}
        data-testid="order-line-remove"
      >
        {'×'}
      </button>
      {errors.map((text) => (
        <p key={text} role="alert" className="col-span-full text-sm text-red-600">
          {text}
        </p>
      ))}
    </div>
  );
}

/** A cell of a line, with its column name shown where the header row is not (narrow screens). */
function Cell({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <span className="mb-1 block text-xs font-semibold text-slate-500 lg:hidden">{label}</span>
      {children}
    </div>
  );
}
