'use client';
import { useLocale, useTranslations } from 'next-intl';
import { formatNumber } from '@/components/data-table/format';
import { cn } from '@/components/ui/cn';
import {
  LineCell,
  LineDecimalInput,
  LineRow,
  LinesEmpty,
} from '@/components/line-editor/line-parts';
import { QuantityStepper } from '@/components/line-editor/quantity-stepper';
import {
  removeLine,
  stepQuantity,
  updateLine,
  type LineDraft,
} from '@/components/orders/form/form-state';
import type { OrderFormController } from '@/components/orders/form/use-order-form';
import { useOrderIssueText } from '@/components/orders/form/use-order-issue-text';

/** The columns of a line's amounts from lg up: quantity, price, discount, total, remove. */
const LINE_COLUMNS = 'lg:grid-cols-[9.5rem_1fr_1fr_1fr_2.75rem]';

/**
 * The order's lines: quantity with big -/+ buttons (tablets), unit price (the product's,
 * editable), a discount on the line, its total as typed, remove. The amount rules show
 * under their field.
 */
export function ProductLines({ ctl }: { ctl: OrderFormController }) {
  const t = useTranslations('orderForm.products');
  const issueText = useOrderIssueText();
  const { form, issueOf, totals } = ctl;

  if (form.lines.length === 0)
    return (
      <LinesEmpty
        error={issueText(issueOf('items'))}
        text={t('empty')}
        testId="order-lines-empty"
      />
    );

  return (
    <div className="divide-y divide-slate-200 rounded-md border border-slate-200">
      {/* The product reads across each line (its name whole), the amounts below it. */}
      <div
        className={cn(
          'hidden gap-2 bg-slate-50 px-3 py-2 text-xs font-semibold text-slate-600 lg:grid',
          LINE_COLUMNS,
        )}
      >
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
  const errors = [...new Set([err('quantity'), err('price'), err('discount'), err()])];
  const label = (name: string) => `${t(name)} ${line.sku}`;

  return (
    <LineRow
      line={line}
      flashing={flashKey === line.key}
      size="desk"
      gridClass={LINE_COLUMNS}
      productAcross
      remove={{
        onRemove: () => setLines((ls) => removeLine(ls, line.key)),
        label: label('remove'),
        title: t('remove'),
      }}
      errors={errors}
      testId="order-line"
    >
      <LineCell label={t('quantity')} className="col-span-2 sm:col-span-1">
        <QuantityStepper
          value={line.quantity}
          onStep={(delta) => setLines((ls) => stepQuantity(ls, line.key, delta), field('quantity'))}
          onType={(digits) =>
            setLines((ls) => updateLine(ls, line.key, { quantity: digits }), field('quantity'))
          }
          labelOf={label}
          field="quantity"
          invalid={Boolean(err('quantity'))}
          size="desk"
          lineTestId="order-line"
          inputId="qty"
        />
      </LineCell>
      <LineCell label={t('price')}>
        <LineDecimalInput
          value={line.price}
          onChange={(price) =>
            setLines((ls) => updateLine(ls, line.key, { price }), field('price'))
          }
          label={label('price')}
          invalid={Boolean(err('price'))}
          size="desk"
          testId="order-line-price"
        />
      </LineCell>
      <LineCell label={t('discount')}>
        <LineDecimalInput
          value={line.discount}
          onChange={(discount) =>
            setLines((ls) => updateLine(ls, line.key, { discount }), field('discount'))
          }
          label={label('discount')}
          invalid={Boolean(err('discount'))}
          placeholder="0.00"
          size="desk"
          testId="order-line-discount"
        />
      </LineCell>
      <LineCell label={t('lineTotal')}>
        <p
          className="flex h-11 items-center justify-end text-sm font-semibold tabular-nums text-slate-900"
          data-testid="order-line-total"
        >
          {formatNumber(total, locale)}
        </p>
      </LineCell>
    </LineRow>
  );
}
