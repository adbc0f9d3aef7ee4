'use client';
import type { CSSProperties, ReactNode } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { formatNumber } from '@/components/data-table/format';
import { cn } from '@/components/ui/cn';
import type { FieldIssue } from '@/components/ui/validate';
import {
  lineAmount,
  removeLine,
  stepAmount,
  updateLine,
  type DraftLine,
} from '@/components/wms/stock/stock-draft';
import type { StockFormController } from '@/components/wms/stock/use-stock-form';

const INPUT =
  'block h-12 w-full rounded-md border border-slate-300 bg-white px-2 text-right text-base tabular-nums focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100 disabled:bg-slate-100';
const STEP =
  'flex h-12 w-12 shrink-0 items-center justify-center rounded-md border border-slate-300 bg-white text-xl font-semibold text-slate-700 hover:bg-slate-100 active:bg-slate-200 disabled:opacity-50';

/** A balance column: the storage stock leaves (`source`) or reaches (`destination`). */
export interface BalanceColumn {
  role: 'source' | 'destination';
  storageId: number | null;
  label: string;
}

/**
 * The bill's lines: amount with big -/+ buttons, the unit cost on a stock in, the current
 * balance of each storage involved (a source balance below the amount is flagged), remove.
 * Test ids: stock-line (data-line-key, data-product-id, data-short), stock-line-{amount,
 * dec,inc,cost,remove,over}, stock-line-balance-{source|destination} (data-value once
 * read), stock-lines-empty.
 */
export function StockLines(props: {
  ctl: StockFormController;
  withCost: boolean;
  balances: readonly BalanceColumn[];
  balanceOf: (storageId: number | null, productId: number) => number | undefined;
  /** Products the server found short (inventory.balanceNotEnough). */
  shortIds: ReadonlySet<number>;
  issueText: (issue: FieldIssue | undefined) => string | undefined;
}) {
  const { ctl, withCost, balances } = props;
  const t = useTranslations('stockForm.lines');
  const lines = ctl.draft.lines;
  const columns = [
    '1fr',
    '11rem',
    ...(withCost ? ['8rem'] : []),
    ...balances.map(() => '7rem'),
    '3rem',
  ].join(' ');

  if (lines.length === 0) {
    const err = props.issueText(ctl.issues.items);
    return (
      <div
        className={cn(
          'rounded-md border border-dashed px-4 py-8 text-center text-sm',
          err ? 'border-red-400 text-red-600' : 'border-slate-300 text-slate-500',
        )}
        role={err ? 'alert' : undefined}
        data-testid="stock-lines-empty"
      >
        {err ?? t('empty')}
      </div>
    );
  }

  return (
    <div
      className="divide-y divide-slate-200 rounded-md border border-slate-200"
      style={{ '--stock-cols': columns } as CSSProperties}
    >
      <div className="hidden gap-2 bg-slate-50 px-3 py-2 text-xs font-semibold text-slate-600 lg:grid lg:grid-cols-[var(--stock-cols)]">
        <span>{t('product')}</span>
        <span className="text-center">{t('amount')}</span>
        {withCost && <span className="text-right">{t('cost')}</span>}
        {balances.map((b) => (
          <span key={b.role} className="text-right">
            {b.label}
          </span>
        ))}
        <span />
      </div>
      {lines.map((line, i) => (
        <Line key={line.key} {...props} line={line} index={i} />
      ))}
      <p className="px-3 py-2 text-right text-sm text-slate-600" data-testid="stock-lines-total">
        {t('total', {
          lines: lines.length,
          units: lines.reduce((sum, l) => sum + (lineAmount(l) ?? 0), 0),
        })}
      </p>
    </div>
  );
}

function Line(
  props: Parameters<typeof StockLines>[0] & {
    line: DraftLine;
    index: number;
  },
) {
  const { line, index, ctl, withCost, balances, balanceOf, issueText } = props;
  const t = useTranslations('stockForm.lines');
  const locale = useLocale();
  const { setLines, flashKey, issues } = ctl;
  const field = (name: string) => `items.${index}.${name}`;
  const amountErr = issueText(issues[field('amount')]);
  const costErr = issueText(issues[field('cost')]);
  const amount = lineAmount(line);
  const short = props.shortIds.has(line.product_id);
  const label = (name: string) => `${t(name)} ${line.sku}`;

  return (
    <div
      className={cn(
        'grid grid-cols-2 items-start gap-2 px-3 py-3 transition-colors duration-500 sm:grid-cols-4 lg:grid-cols-[var(--stock-cols)]',
        flashKey === line.key && 'bg-emerald-100',
        short && 'bg-red-50',
      )}
      data-testid="stock-line"
      data-line-key={line.key}
      data-product-id={line.product_id}
      data-short={short || undefined}
      data-flash={flashKey === line.key ? 'on' : undefined}
    >
      <div className="col-span-2 min-w-0 sm:col-span-4 lg:col-span-1">
        <p className="truncate text-base font-semibold text-slate-900">{line.name}</p>
        <p className="truncate text-xs text-slate-500">
          {line.sku}
          {line.barcode ? ` · ${line.barcode}` : ''}
        </p>
      </div>
      <Cell label={t('amount')} className="col-span-2 sm:col-span-2 lg:col-span-1">
        <div className="flex items-center gap-1">
          <button
            type="button"
            className={STEP}
            onClick={() => setLines((ls) => stepAmount(ls, line.key, -1), field('amount'))}
            aria-label={label('decrease')}
            data-testid="stock-line-dec"
          >
            {'-'}
          </button>
          <input
            value={line.amount}
            inputMode="numeric"
            onChange={(e) =>
              setLines(
                (ls) => updateLine(ls, line.key, { amount: e.target.value.replace(/\D/g, '') }),
                field('amount'),
              )
            }
            onFocus={(e) => e.target.select()}
            aria-label={label('amount')}
            aria-invalid={amountErr ? true : undefined}
            className={cn(INPUT, 'text-center', amountErr && 'border-red-500')}
            data-testid="stock-line-amount"
          />
          <button
            type="button"
            className={STEP}
            onClick={() => setLines((ls) => stepAmount(ls, line.key, 1), field('amount'))}
            aria-label={label('increase')}
            data-testid="stock-line-inc"
          >
            {'+'}
          </button>
        </div>
      </Cell>
      {withCost && (
        <Cell label={t('cost')}>
          <input
            value={line.cost}
            inputMode="decimal"
            placeholder={t('costPlaceholder')}
            onChange={(e) =>
              setLines((ls) => updateLine(ls, line.key, { cost: e.target.value }), field('cost'))
            }
            onFocus={(e) => e.target.select()}
            aria-label={label('cost')}
            aria-invalid={costErr ? true : undefined}
            className={cn(INPUT, costErr && 'border-red-500')}
            data-testid="stock-line-cost"
          />
        </Cell>
      )}
      {balances.map((b) => {
        const value = balanceOf(b.storageId, line.product_id);
        const over =
          b.role === 'source' && value !== undefined && amount !== null && amount > value;
        return (
          <Cell key={b.role} label={b.label}>
            <p
              className={cn(
                'flex h-12 items-center justify-end text-base font-semibold tabular-nums',
                over ? 'text-red-600' : 'text-slate-900',
              )}
              data-testid={`stock-line-balance-${b.role}`}
              data-value={value}
            >
              {b.storageId === null ? '—' : value === undefined ? '…' : formatNumber(value, locale)}
            </p>
            {over && (
              <p className="text-right text-xs text-red-600" data-testid="stock-line-over">
                {t('over')}
              </p>
            )}
          </Cell>
        );
      })}
      <button
        type="button"
        onClick={() => setLines((ls) => removeLine(ls, line.key))}
        className="flex h-12 w-12 items-center justify-center justify-self-end rounded-md text-xl text-red-600 hover:bg-red-50"
        aria-label={label('remove')}
        title={t('remove')}
        data-testid="stock-line-remove"
      >
        {'×'}
      </button>
      {[amountErr, costErr].filter(Boolean).map((text) => (
        <p key={text} role="alert" className="col-span-full text-sm text-red-600">
          {text}
        </p>
      ))}
    </div>
  );
}

/** A cell of a line, with its column name shown where the header row is not (tablets). */
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
