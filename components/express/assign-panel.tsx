'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { api, ApiError } from '@/components/lib/api';
import { useApiRead } from '@/components/lib/use-api-read';
import { useErrorText } from '@/components/lib/use-error-text';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/field';
import { useFeedback } from '@/components/ui/feedback';
import type { Driver, Parcel } from '@/lib/domain/express/schemas';

// The dispatcher's part of /express (express 3): the own courier's parcels still to
// deliver, ticked and put on a driver's route for today. A parcel on another driver's
// route moves only when "move from another driver" is ticked.

export function AssignPanel(props: { initialParcels?: Parcel[]; initialDrivers?: Driver[] }) {
  const t = useTranslations('express.assign');
  const errorText = useErrorText();
  const feedback = useFeedback();
  const [reload, setReload] = useState(0);
  const parcels = useApiRead<{ Datum: { parcels: Parcel[] } }>(
    '/api/v1/express/parcels',
    {},
    reload,
  );
  const drivers = useApiRead<{ Datum: Driver[] }>('/api/v1/express/drivers', {});
  const list = parcels.data?.Datum.parcels ?? props.initialParcels ?? [];
  const driverList = drivers.data?.Datum ?? props.initialDrivers ?? [];
  const [picked, setPicked] = useState<number[]>([]);
  const [driverId, setDriverId] = useState('');
  const [reassign, setReassign] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (!driverId || picked.length === 0) return;
    setBusy(true);
    try {
      await api('/api/v1/express/assignments', {
        method: 'POST',
        body: { driver_id: Number(driverId), order_ids: picked, reassign },
      });
      feedback.notify('success', t('done', { count: picked.length }));
      setPicked([]);
      setReload((n) => n + 1);
    } catch (e) {
      feedback.notify('error', errorText(e instanceof ApiError ? e.msg : null));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4"
      data-testid="express-assign"
    >
      <h2 className="text-lg font-semibold text-slate-800">{t('title')}</h2>
      {list.length === 0 ? (
        <p className="text-sm text-slate-500">{t('empty')}</p>
      ) : (
        <ul className="max-h-80 divide-y divide-slate-100 overflow-y-auto">
          {list.map((p) => (
            <li
              key={p.order_id}
              className="flex items-center gap-3 py-2 text-sm"
              data-testid="express-assign-row"
            >
              <input
                type="checkbox"
                aria-label={p.order_number}
                checked={picked.includes(p.order_id)}
                onChange={(e) =>
                  setPicked((v) =>
                    e.target.checked ? [...v, p.order_id] : v.filter((id) => id !== p.order_id),
                  )
                }
              />
              <span className="min-w-0 flex-1">
                <span className="block font-semibold">{p.order_number}</span>
                <span className="block truncate text-slate-600">
                  {p.recipient_name} · {p.address}
                </span>
              </span>
              <span className="shrink-0 text-xs text-slate-600">
                {p.driver_name ?? t('unassigned')}
              </span>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-end gap-3">
        <div className="w-56">
          <SelectField
            label={t('driver')}
            value={driverId}
            onChange={(e) => setDriverId(e.target.value)}
            options={[
              { value: '', label: t('pickDriver') },
              ...driverList.map((d) => ({ value: d.id, label: d.name })),
            ]}
            data-testid="express-assign-driver"
          />
        </div>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={reassign}
            onChange={(e) => setReassign(e.target.checked)}
          />
          {t('reassign')}
        </label>
        <Button
          loading={busy}
          disabled={!driverId || picked.length === 0}
          onClick={() => void submit()}
          data-testid="express-assign-submit"
        >
          {t('submit', { count: picked.length })}
        </Button>
      </div>
    </section>
  );
}
