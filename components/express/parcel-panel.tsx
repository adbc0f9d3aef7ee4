'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { TextareaField } from '@/components/ui/textarea-field';
import type { QueuedAction } from '@/components/express/offline-queue';
import { expressMoney, type Parcel } from '@/lib/domain/express/schemas';

// One open parcel: who and where, the cash to collect, and the two actions. Delivered takes
// the proof photo (the phone's camera through a file input) and, for cash on delivery, the
// cash collected; failed takes a reason and what happens next.

export type ParcelAction =
  | { kind: 'delivered'; cash: string; photo: File | null }
  | { kind: 'failed'; reason: string; next: 'retry' | 'return' };

const QUICK_REASONS = ['noOne', 'refused', 'wrongAddress', 'noContact'] as const;

export function ParcelPanel(props: {
  parcel: Parcel;
  pending: QueuedAction | null;
  onAct: (action: ParcelAction) => Promise<void> | void;
  onClose: () => void;
}) {
  const t = useTranslations('express');
  const p = props.parcel;
  const [mode, setMode] = useState<'none' | 'delivered' | 'failed'>('none');
  const [cash, setCash] = useState(p.cod ? p.cod_amount : '');
  const [photo, setPhoto] = useState<File | null>(null);
  const [reason, setReason] = useState('');
  const [next, setNext] = useState<'retry' | 'return'>('retry');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const closed = p.status !== null && p.status !== 'on_route';
  const canAct = !closed && !props.pending;

  const submit = async (action: ParcelAction) => {
    setBusy(true);
    try {
      await props.onAct(action);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section
      className="space-y-3 rounded-lg border-2 border-brand-500 bg-white p-4 shadow"
      data-testid="express-open-parcel"
      data-order-number={p.order_number}
      aria-label={p.order_number}
    >
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <p className="text-xl font-bold text-slate-900">{p.recipient_name}</p>
          <p className="text-sm text-slate-700">{p.address}</p>
          <p className="text-sm">
            <a className="font-semibold text-brand-700 underline" href={`tel:${p.recipient_phone}`}>
              {p.recipient_phone}
            </a>
          </p>
          <p className="text-xs text-slate-500">
            {p.order_number}
            {p.tracking_number ? ` · ${p.tracking_number}` : ''}
          </p>
          {p.seller_note ? <p className="text-sm text-slate-600">{p.seller_note}</p> : null}
        </div>
        <Button variant="ghost" size="sm" onClick={props.onClose} data-testid="express-close">
          {t('close')}
        </Button>
      </div>
      <p
        className={
          p.cod
            ? 'rounded-md bg-amber-50 p-2 text-lg font-bold text-amber-900'
            : 'rounded-md bg-slate-50 p-2 text-sm text-slate-700'
        }
        data-testid="express-cod"
      >
        {p.cod ? t('codCollect', { amount: p.cod_amount }) : t('prepaid')}
      </p>
      {props.pending ? (
        <p className="text-sm font-semibold text-amber-800" data-testid="express-open-pending">
          {t(props.pending.kind === 'delivered' ? 'pendingDelivered' : 'pendingFailed')}
        </p>
      ) : closed ? (
        <p className="text-sm font-semibold text-slate-700">{t(`status.${p.status}`)}</p>
      ) : null}
      {p.driver_id === null && !closed ? (
        <p className="text-sm text-red-700">{t('notAssigned')}</p>
      ) : null}

      {canAct && mode === 'none' ? (
        <div className="grid grid-cols-2 gap-2">
          <Button
            className="h-14 text-lg"
            onClick={() => setMode('delivered')}
            data-testid="express-delivered"
          >
            {t('delivered')}
          </Button>
          <Button
            className="h-14 text-lg"
            variant="secondary"
            onClick={() => setMode('failed')}
            data-testid="express-failed"
          >
            {t('failed')}
          </Button>
        </div>
      ) : null}

      {canAct && mode === 'delivered' ? (
        <form
          className="space-y-3"
          onSubmit={(e) => {
            e.preventDefault();
            if (p.cod && !expressMoney.safeParse(cash).success) {
              setError(t('cashInvalid'));
              return;
            }
            void submit({
              kind: 'delivered',
              cash: p.cod ? expressMoney.parse(cash) : '',
              photo,
            });
          }}
        >
          <div className="space-y-1">
            <label htmlFor="express-photo" className="block text-sm font-semibold text-slate-700">
              {t('photo')}
            </label>
            <input
              id="express-photo"
              type="file"
              accept="image/jpeg,image/png,image/webp"
              capture="environment"
              onChange={(e) => setPhoto(e.target.files?.[0] ?? null)}
              className="block w-full text-sm"
              data-testid="express-photo"
            />
          </div>
          {p.cod ? (
            <TextField
              label={t('cashCollected')}
              inputMode="decimal"
              value={cash}
              onChange={(e) => {
                setCash(e.target.value);
                setError(null);
              }}
              error={error ?? undefined}
              data-testid="express-cash-collected"
            />
          ) : null}
          <ConfirmRow
            label={t('confirmDelivered')}
            testId="express-confirm-delivered"
            busy={busy}
            back={t('back')}
            onBack={() => setMode('none')}
          />
        </form>
      ) : null}

      {canAct && mode === 'failed' ? (
        <form
          className="space-y-3"
          onSubmit={(e) => {
            e.preventDefault();
            if (!reason.trim()) {
              setError(t('reasonRequired'));
              return;
            }
            void submit({ kind: 'failed', reason: reason.trim(), next });
          }}
        >
          <div className="flex flex-wrap gap-2">
            {QUICK_REASONS.map((r) => (
              <Button
                key={r}
                size="sm"
                variant="secondary"
                onClick={() => {
                  setReason(t(`reasons.${r}`));
                  setError(null);
                }}
              >
                {t(`reasons.${r}`)}
              </Button>
            ))}
          </div>
          <TextareaField
            label={t('reason')}
            rows={2}
            value={reason}
            onChange={(e) => {
              setReason(e.target.value);
              setError(null);
            }}
            error={error ?? undefined}
            data-testid="express-reason"
          />
          <fieldset className="space-y-1">
            <legend className="text-sm font-semibold text-slate-700">{t('next')}</legend>
            {(['retry', 'return'] as const).map((n) => (
              <label key={n} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="express-next"
                  value={n}
                  checked={next === n}
                  onChange={() => setNext(n)}
                  data-testid={`express-next-${n}`}
                />
                {t(`nextOptions.${n}`)}
              </label>
            ))}
          </fieldset>
          <ConfirmRow
            label={t('confirmFailed')}
            testId="express-confirm-failed"
            danger
            busy={busy}
            back={t('back')}
            onBack={() => setMode('none')}
          />
        </form>
      ) : null}
    </section>
  );
}

/** The form's large submit button (a thumb's width on a phone) and "back". */
function ConfirmRow(props: {
  label: string;
  testId: string;
  danger?: boolean;
  busy: boolean;
  back: string;
  onBack: () => void;
}) {
  return (
    <div className="flex gap-2">
      <Button
        type="submit"
        variant={props.danger ? 'danger' : undefined}
        className="h-12 flex-1"
        loading={props.busy}
        data-testid={props.testId}
      >
        {props.label}
      </Button>
      <Button variant="secondary" className="h-12" onClick={props.onBack}>
        {props.back}
      </Button>
    </div>
  );
}
