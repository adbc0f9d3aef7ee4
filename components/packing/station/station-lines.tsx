'use client';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import type { PackingLineAnswer } from '@/lib/domain/packing/shared/schemas';

/** The order's lines, counts readable from a metre away; each with a take-one-back button. */
export function StationLines(props: {
  lines: readonly PackingLineAnswer[];
  lastProductId: number | null;
  onRemove: (barcode: string) => void;
  disabled?: boolean;
}) {
  const t = useTranslations('packingStation');
  return (
    <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
      {props.lines.map((line) => {
        const full = line.scanned >= line.ordered;
        return (
          <li
            key={line.product_id}
            className={cn(
              'flex items-center gap-4 p-4',
              full && 'bg-green-50',
              line.product_id === props.lastProductId && 'ring-2 ring-inset ring-brand-500',
            )}
            data-testid="station-line"
            data-barcode={line.barcode}
            data-ordered={line.ordered}
            data-scanned={line.scanned}
          >
            <div className="min-w-0 flex-1">
              <p className="break-words text-xl font-semibold text-slate-900">
                {line.product_name}
              </p>
              <p className="truncate text-sm text-slate-500">
                {line.sku} · {line.barcode}
              </p>
            </div>
            <div className="text-right">
              <p
                className={cn(
                  'text-4xl font-bold tabular-nums',
                  full ? 'text-green-700' : 'text-slate-900',
                )}
                aria-label={t('countLabel', { scanned: line.scanned, ordered: line.ordered })}
              >
                {line.scanned}
                <span className="text-slate-400"> / {line.ordered}</span>
              </p>
            </div>
            <Button
              variant="secondary"
              className="h-12 shrink-0"
              disabled={props.disabled || line.scanned === 0}
              onClick={() => props.onRemove(line.barcode)}
              data-testid={`station-remove-${line.barcode}`}
            >
              {t('takeBack')}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
