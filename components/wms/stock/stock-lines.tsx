'use client';
import type { CSSProperties } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { formatNumber } from '@/components/data-table/format';
import { cn } from '@/components/ui/cn';
import type { FieldIssue } from '@/components/ui/validate';
import {
  LineCell,
  LineDecimalInput,
  LineRow,
  LinesEmpty,
} from '@/components/line-editor/line-parts';
import { QuantityStepper } from '@/components/line-editor/quantity-stepper';
import {
  lineAmount,
  removeLine,
  stepAmount,
  updateLine,
  type DraftLine,
} from '@/components/wms/stock/stock-draft';
import type { StockFormController } from '@/components/wms/stock/use-stock-form';

/** A balance column: the storage stock leaves (`source`) or reaches (`destination`). */
export interface BalanceColumn {
  role: 'source' | 'destination';
  storageId: number | null;
  label: string;
}

/**
 * The bill's lines: amount with big -/+ buttons, the unit cost on a stock in, the current
 * balance of each storage involved (a source balance below the amount is flagged), remove.
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

  if (lines.length === 0)
    return (
      <LinesEmpty
        error={props.issueText(ctl.issues.items)}
        text={t('empty')}
        testId="stock-lines-empty"
      />
    );

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
    <LineRow
      line={line}
      flashing={flashKey === line.key}
      size="touch"
      gridClass="lg:grid-cols-[var(--stock-cols)]"
      highlight={short && 'bg-red-50'}
      data={{ 'data-short': short || undefined }}
      remove={{
        onRemove: () => setLines((ls) => removeLine(ls, line.key)),
        label: label('remove'),
        title: t('remove'),
      }}
      errors={[amountErr, costErr]}
      testId="stock-line"
    >
      <LineCell label={t('amount')} className="col-span-2 sm:col-span-2 lg:col-span-1">
        <QuantityStepper
          value={line.amount}
          onStep={(delta) => setLines((ls) => stepAmount(ls, line.key, delta), field('amount'))}
          onType={(digits) =>
            setLines((ls) => updateLine(ls, line.key, { amount: digits }), field('amount'))
          }
          labelOf={label}
          field="amount"
          invalid={Boolean(amountErr)}
          size="touch"
          lineTestId="stock-line"
          inputId="amount"
        />
      </LineCell>
      {withCost && (
        <LineCell label={t('cost')}>
          <LineDecimalInput
            value={line.cost}
            onChange={(cost) => setLines((ls) => updateLine(ls, line.key, { cost }), field('cost'))}
            label={label('cost')}
            invalid={Boolean(costErr)}
            placeholder={t('costPlaceholder')}
            size="touch"
            testId="stock-line-cost"
          />
        </LineCell>
      )}
      {balances.map((b) => {
        const value = balanceOf(b.storageId, line.product_id);
        const over =
          b.role === 'source' && value !== undefined && amount !== null && amount > value;
        return (
          <LineCell key={b.role} label={b.label}>
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
          </LineCell>
        );
      })}
    </LineRow>
  );
}
