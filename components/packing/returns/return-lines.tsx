'use client';
import { useTranslations } from 'next-intl';
import { cn } from '@/components/ui/cn';
import type { PackingLineAnswer } from '@/lib/domain/packing/shared/schemas';
import {
  COUNT_FIELDS,
  parseCount,
  remainderOf,
  type CountField,
  type LineCounts,
} from '@/components/packing/returns/return-reducer';

const FIELD_COLOURS: Record<CountField, string> = {
  good: 'border-green-400 focus:border-green-600',
  broken: 'border-orange-300 focus:border-orange-500',
  lost: 'border-slate-300 focus:border-slate-500',
  other: 'border-slate-300 focus:border-slate-500',
};

/**
 * The parcel's products, one card each (fits a tablet held upright): shipped and scanned
 * in large figures, the four counts as number inputs, and what is still unaccounted (the
 * server records it as lost) or, when more is counted than was shipped, the refusal the
 * close would get. Enter in a count hands the keyboard back to the scan box.
 */
export function ReturnLines(props: {
  lines: readonly PackingLineAnswer[];
  counts: (productId: number) => LineCounts;
  lastProductId: number | null;
  onEdit: (productId: number, field: CountField, value: number | null) => void;
  tooManyText: string;
  disabled?: boolean;
}) {
  const t = useTranslations('returnStation');
  return (
    <ul className="space-y-3">
      {props.lines.map((line) => {
        const c = props.counts(line.product_id);
        const remainder = remainderOf(line.ordered, c);
        return (
          <li
            key={line.product_id}
            className={cn(
              'rounded-lg border border-slate-200 bg-white p-4',
              line.product_id === props.lastProductId && 'ring-2 ring-brand-500',
              remainder < 0 && 'border-red-500 bg-red-50',
            )}
            data-testid={`return-line-${line.product_id}`}
            data-shipped={line.ordered}
            data-scanned={line.scanned}
            data-remainder={remainder}
          >
            <div className="flex items-start gap-4">
              <div className="min-w-0 flex-1">
                <p className="break-words text-xl font-semibold text-slate-900">
                  {line.product_name}
                </p>
                <p className="truncate text-sm text-slate-500">
                  {line.sku} · {line.barcode}
                </p>
              </div>
              <dl className="flex shrink-0 gap-6 text-right">
                <div>
                  <dt className="text-sm text-slate-500">{t('shipped')}</dt>
                  <dd className="text-4xl font-bold tabular-nums text-slate-900">{line.ordered}</dd>
                </div>
                <div>
                  <dt className="text-sm text-slate-500">{t('scanned')}</dt>
                  <dd className="text-4xl font-bold tabular-nums text-brand-700">{line.scanned}</dd>
                </div>
              </dl>
            </div>
            <div className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
              {COUNT_FIELDS.map((field) => {
                const id = `return-${field}-${line.product_id}`;
                return (
                  <div key={field} className="space-y-1">
                    <label htmlFor={id} className="block text-base font-semibold text-slate-700">
                      {t(`counts.${field}`)}
                    </label>
                    <input
                      id={id}
                      type="number"
                      inputMode="numeric"
                      min={0}
                      max={line.ordered}
                      step={1}
                      value={c[field] ?? ''}
                      disabled={props.disabled}
                      onChange={(e) =>
                        props.onEdit(line.product_id, field, parseCount(e.target.value))
                      }
                      onKeyDown={(e) => {
                        if (e.key !== 'Enter') return;
                        e.preventDefault();
                        document.getElementById('return-scan-input')?.focus();
                      }}
                      onFocus={(e) => e.target.select()}
                      aria-invalid={remainder < 0 ? true : undefined}
                      className={cn(
                        'block h-14 w-full rounded-md border-2 bg-white px-3 text-center text-2xl font-semibold tabular-nums focus:outline-none focus:ring-2 focus:ring-brand-100 disabled:bg-slate-100',
                        FIELD_COLOURS[field],
                      )}
                      data-testid={id}
                    />
                  </div>
                );
              })}
            </div>
            {remainder < 0 ? (
              <p role="alert" className="mt-2 text-lg font-semibold text-red-700">
                {props.tooManyText} ({t('overBy', { count: -remainder })})
              </p>
            ) : remainder > 0 ? (
              <p className="mt-2 text-lg font-semibold text-slate-700">
                {t('unaccounted', { count: remainder })}
              </p>
            ) : (
              <p className="mt-2 text-lg text-green-700">{t('allAccounted')}</p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
