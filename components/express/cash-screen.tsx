'use client';
import { useMemo, useState } from 'react';
import { useTranslations } from 'next-intl';
import { ApiError } from '@/components/lib/api';
import { useApiRead } from '@/components/lib/use-api-read';
import { useErrorText } from '@/components/lib/use-error-text';
import { newDraftId } from '@/components/form/draft-id';
import { DateRangePicker } from '@/components/date-range/date-range-picker';
import type { ListUrl } from '@/components/data-table/use-list-url';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Dialog } from '@/components/ui/dialog';
import { SelectField, TextField } from '@/components/ui/field';
import { useFeedback } from '@/components/ui/feedback';
import { recordHandin } from '@/components/express/express-api';
import {
  expressMoney,
  type CashReport,
  type CashRow,
  type Driver,
} from '@/lib/domain/express/schemas';
import { fromSatang, toSatang } from '@/lib/domain/express/rules';

// Cash on delivery reconciliation (/backoffice/express/cash, the owner): per driver and day,
// the cash expected from the COD parcels delivered, what the driver recorded collecting,
// what was handed in, and the differences, flagged in red. A hand-in is recorded from its
// row.

/** The filter state as a list URL of its own (the range picker reads and writes one). */
function useLocalUrl(initial: Record<string, string>): ListUrl {
  const [values, setValues] = useState(initial);
  return useMemo<ListUrl>(
    () => ({
      values,
      get: (key: string) => values[key] ?? '',
      set: (changes) =>
        setValues((v) => {
          const next = { ...v };
          for (const [k, val] of Object.entries(changes)) {
            if (val === null || val === undefined || val === '') delete next[k];
            else next[k] = String(val);
          }
          return next;
        }),
    }),
    [values],
  );
}

const diffClass = (diff: string) =>
  diff === '0.00' ? 'text-slate-500' : 'font-semibold text-red-700';

export function CashScreen(props: { initial: CashReport; drivers: Driver[] }) {
  const t = useTranslations('express.cash');
  const url = useLocalUrl({
    start_date: props.initial.start_date,
    end_date: props.initial.end_date,
  });
  const [reload, setReload] = useState(0);
  const [handin, setHandin] = useState<CashRow | null>(null);
  const query = {
    start_date: url.get('start_date'),
    end_date: url.get('end_date'),
    driver_id: url.get('driver_id') || undefined,
  };
  const read = useApiRead<{ Datum: CashReport }>('/api/v1/express/cash', { query }, reload);
  const report = read.data?.Datum ?? props.initial;

  return (
    <div className="space-y-4" data-testid="express-cash">
      <div className="flex flex-wrap items-end gap-3">
        <DateRangePicker url={url} defaults={null} required={false} testId="express-cash-dates" />
        <div className="w-56">
          <SelectField
            label={t('driver')}
            value={url.get('driver_id')}
            onChange={(e) => url.set({ driver_id: e.target.value })}
            options={[
              { value: '', label: t('allDrivers') },
              ...props.drivers.map((d) => ({ value: d.id, label: d.name })),
            ]}
            data-testid="express-cash-driver"
          />
        </div>
      </div>

      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4" data-testid="express-cash-totals">
        {(
          [
            ['expected', report.totals.expected],
            ['collected', report.totals.collected],
            ['handedIn', report.totals.handed_in],
            ['flaggedDays', String(report.totals.flagged)],
          ] as const
        ).map(([key, value]) => (
          <div key={key} className="rounded-lg border border-slate-200 bg-white p-3">
            <dt className="text-xs font-semibold text-slate-500">{t(key)}</dt>
            <dd
              className={cn(
                'text-xl font-bold tabular-nums',
                key === 'flaggedDays' && value !== '0' ? 'text-red-700' : 'text-slate-900',
              )}
            >
              {value}
            </dd>
          </div>
        ))}
      </dl>

      <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <table className="min-w-full text-sm" aria-busy={read.loading}>
          <thead className="bg-slate-50 text-left text-xs font-semibold text-slate-600">
            <tr>
              <th className="px-3 py-2">{t('day')}</th>
              <th className="px-3 py-2">{t('driver')}</th>
              <th className="px-3 py-2 text-right">{t('delivered')}</th>
              <th className="px-3 py-2 text-right">{t('expected')}</th>
              <th className="px-3 py-2 text-right">{t('collected')}</th>
              <th className="px-3 py-2 text-right">{t('collectedDiff')}</th>
              <th className="px-3 py-2 text-right">{t('handedIn')}</th>
              <th className="px-3 py-2 text-right">{t('handedInDiff')}</th>
              <th className="px-3 py-2" />
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {report.rows.length === 0 ? (
              <tr>
                <td colSpan={9} className="px-3 py-6 text-center text-slate-500">
                  {t('empty')}
                </td>
              </tr>
            ) : (
              report.rows.map((r) => (
                <tr
                  key={`${r.driver_id}-${r.day}`}
                  className={r.flagged ? 'bg-red-50' : undefined}
                  data-testid="express-cash-row"
                  data-flagged={r.flagged ? 'true' : 'false'}
                  data-driver-id={r.driver_id}
                  data-day={r.day}
                  data-expected={r.expected}
                  data-collected={r.collected}
                  data-handed-in={r.handed_in}
                >
                  <td className="px-3 py-2 tabular-nums">{r.day}</td>
                  <td className="px-3 py-2">{r.driver_name}</td>
                  <td className="px-3 py-2 text-right tabular-nums">
                    {t('deliveredCount', { all: r.delivered, cod: r.cod_delivered })}
                  </td>
                  <td className="px-3 py-2 text-right tabular-nums">{r.expected}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{r.collected}</td>
                  <td
                    className={cn('px-3 py-2 text-right tabular-nums', diffClass(r.collected_diff))}
                  >
                    {r.collected_diff}
                  </td>
                  <td className="px-3 py-2 text-right tabular-nums">{r.handed_in}</td>
                  <td
                    className={cn('px-3 py-2 text-right tabular-nums', diffClass(r.handed_in_diff))}
                  >
                    {r.handed_in_diff}
                  </td>
                  <td className="px-3 py-2 text-right">
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => setHandin(r)}
                      data-testid="express-cash-record-handin"
                    >
                      {t('recordHandin')}
                    </Button>
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {handin ? (
        <HandinDialog
          row={handin}
          onClose={() => setHandin(null)}
          onSaved={() => {
            setHandin(null);
            setReload((n) => n + 1);
          }}
        />
      ) : null}
    </div>
  );
}

function HandinDialog(props: { row: CashRow; onClose: () => void; onSaved: () => void }) {
  const t = useTranslations('express.cash');
  const errorText = useErrorText();
  const feedback = useFeedback();
  const owed = toSatang(props.row.collected) - toSatang(props.row.handed_in);
  const [amount, setAmount] = useState(owed > 0 ? fromSatang(owed) : '');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [key] = useState(() => `handin-${newDraftId()}`);
  const save = async () => {
    const parsed = expressMoney.safeParse(amount);
    if (!parsed.success || parsed.data === '0.00') {
      setError(t('amountInvalid'));
      return;
    }
    setBusy(true);
    try {
      await recordHandin(
        {
          driver_id: props.row.driver_id,
          day: props.row.day,
          amount: parsed.data,
          note: note.trim() || undefined,
        },
        key,
      );
      feedback.notify('success', t('saved'));
      props.onSaved();
    } catch (e) {
      setError(errorText(e instanceof ApiError ? e.msg : null));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => (!open ? props.onClose() : undefined)}
      title={t('handinTitle', { driver: props.row.driver_name, day: props.row.day })}
      footer={
        <>
          <Button variant="secondary" onClick={props.onClose}>
            {t('cancel')}
          </Button>
          <Button loading={busy} onClick={() => void save()} data-testid="express-handin-save">
            {t('save')}
          </Button>
        </>
      }
    >
      <div className="space-y-3">
        <TextField
          label={t('amount')}
          inputMode="decimal"
          value={amount}
          onChange={(e) => {
            setAmount(e.target.value);
            setError(null);
          }}
          error={error ?? undefined}
          data-testid="express-handin-amount"
        />
        <TextField label={t('note')} value={note} onChange={(e) => setNote(e.target.value)} />
      </div>
    </Dialog>
  );
}
