'use client';
import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { api } from '@/components/lib/api';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { useFeedback } from '@/components/ui/feedback';
import { rateText, ratesBody } from '@/components/reports/commission-rate';
import type { CommissionRate } from '@/components/reports/report-types';

export const COMMISSION_RATES_ENDPOINT = '/api/v1/reports/commission/rates';

/**
 * The admin's commission rate per sale channel (percent of net sales): one field each,
 * saved together (PUT), then the report reads again with the new rates. A rate outside
 * 0..100 or with more than two decimals is told here and not sent.
 * Test ids: `commission-rate-{sale_channel_id}`, `commission-rates-save`.
 */
export function CommissionRatesForm({
  rates,
  onSaved,
}: {
  rates: readonly CommissionRate[];
  onSaved: () => void;
}) {
  const t = useTranslations('reports.commission');
  const { notify, showError } = useFeedback();
  const [drafts, setDrafts] = useState(() =>
    rates.map((r) => ({ sale_channel_id: r.sale_channel_id, text: rateText(r.rate) })),
  );
  const [invalid, setInvalid] = useState<number[]>([]);
  const [saving, setSaving] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    const body = ratesBody(drafts);
    if ('invalid' in body) {
      setInvalid(body.invalid);
      return;
    }
    setInvalid([]);
    setSaving(true);
    try {
      await api(COMMISSION_RATES_ENDPOINT, { method: 'PUT', body });
      notify('success', t('saved'));
      onSaved();
    } catch (error) {
      showError(error);
    } finally {
      setSaving(false);
    }
  }

  if (rates.length === 0) return <p className="text-sm text-slate-500">{t('noChannels')}</p>;
  return (
    <form onSubmit={save} className="space-y-4" data-testid="commission-rates">
      <p className="text-sm text-slate-600">{t('ratesHint')}</p>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {rates.map((r, i) => {
          const wrong = invalid.includes(r.sale_channel_id);
          const id = `commission-rate-${r.sale_channel_id}`;
          return (
            <div key={r.sale_channel_id} className="space-y-1">
              <label htmlFor={id} className="block text-sm font-semibold text-slate-700">
                {t('rateOf', { name: r.sale_channel_name })}
              </label>
              <input
                id={id}
                type="text"
                inputMode="decimal"
                autoComplete="off"
                value={drafts[i]?.text ?? ''}
                onChange={(e) =>
                  setDrafts((all) =>
                    all.map((d, j) => (j === i ? { ...d, text: e.target.value } : d)),
                  )
                }
                aria-invalid={wrong || undefined}
                aria-describedby={wrong ? `${id}-error` : undefined}
                className={cn(
                  'block h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-right text-base tabular-nums focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100',
                  wrong && 'border-red-500',
                )}
                data-testid={id}
              />
              {wrong && (
                <p id={`${id}-error`} role="alert" className="text-sm text-red-600">
                  {t('invalidRate')}
                </p>
              )}
            </div>
          );
        })}
      </div>
      <Button type="submit" loading={saving} data-testid="commission-rates-save">
        {t('save')}
      </Button>
    </form>
  );
}
