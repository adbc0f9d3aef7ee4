'use client';
import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import type { OrderDetail } from '@/lib/domain/orders/schemas';
import { SHIPPING_PROVIDER } from '@/lib/domain/orders/tracking';
import { api, ApiError } from '@/components/lib/api';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/field';
import { useFeedback } from '@/components/ui/feedback';

interface TrackingCheck {
  valid: boolean;
  tracking_number: string;
  used_by?: Array<{ id: number; order_number: string }> | null;
}

/**
 * Provider and tracking number: "Check" asks the server (POST trackingcheck/{id}) and shows
 * the number as it will be stored, or why it is refused (`order.invalidTracking`); "Save"
 * sets it (PUT tracking/{id}).
 */
export function TrackingEditor({
  order,
  onSaved,
  onCancel,
}: {
  order: OrderDetail;
  onSaved: () => void | Promise<void>;
  onCancel: () => void;
}) {
  const t = useTranslations('orderDetail.shipping');
  const tAll = useTranslations();
  const { notify, showError } = useFeedback();
  const [provider, setProvider] = useState(String(order.shipping_provider_id));
  const [number, setNumber] = useState(order.tracking_number ?? '');
  const [result, setResult] = useState<TrackingCheck | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'check' | 'save' | null>(null);
  const body = () => ({ tracking_number: number, shipping_provider_id: Number(provider) });

  /** A refused number is shown under the field; anything else in the error dialog. */
  function fail(e: unknown) {
    if (e instanceof ApiError && e.msg === 'order.invalidTracking')
      setError(tAll('errors.order.invalidTracking'));
    else showError(e);
  }

  async function check() {
    setBusy('check');
    setResult(null);
    setError(null);
    try {
      const res = await api<{ Datum: TrackingCheck }>(`/api/v1/orders/trackingcheck/${order.id}`, {
        method: 'POST',
        body: body(),
      });
      if (res.Datum.valid) {
        setResult(res.Datum);
        setNumber(res.Datum.tracking_number);
      } else setError(tAll('errors.order.invalidTracking'));
    } catch (e) {
      fail(e);
    } finally {
      setBusy(null);
    }
  }

  async function save(e: FormEvent) {
    e.preventDefault();
    setBusy('save');
    setError(null);
    try {
      await api(`/api/v1/orders/tracking/${order.id}`, { method: 'PUT', body: body() });
      notify('success', t('saved'));
      await onSaved();
    } catch (err) {
      fail(err);
    } finally {
      setBusy(null);
    }
  }

  const usedBy = result?.used_by ?? [];
  return (
    <form onSubmit={save} className="space-y-3" noValidate>
      <SelectField
        label={t('provider')}
        value={provider}
        onChange={(e) => {
          setProvider(e.target.value);
          setResult(null);
          setError(null);
        }}
        options={Object.values(SHIPPING_PROVIDER).map((id) => ({
          value: String(id),
          label: tAll(`orders.shippingProviders.${id}`),
        }))}
        data-testid="tracking-provider"
      />
      <TextField
        label={t('trackingNumber')}
        value={number}
        maxLength={60}
        autoComplete="off"
        onChange={(e) => {
          setNumber(e.target.value);
          setResult(null);
          setError(null);
        }}
        error={error ?? undefined}
        id="tracking-number"
        className="font-mono"
        data-testid="tracking-input"
      />
      {result && (
        <div
          className="rounded-md bg-emerald-50 p-2 text-sm text-emerald-900"
          data-testid="tracking-result"
        >
          <p>{t('checkedAs', { number: result.tracking_number })}</p>
          {usedBy.length > 0 && (
            <p className="mt-1 font-semibold text-red-700">
              {t('usedBy', { orders: usedBy.map((o) => o.order_number).join(', ') })}
            </p>
          )}
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          size="sm"
          onClick={check}
          loading={busy === 'check'}
          disabled={!number.trim()}
          data-testid="tracking-check"
        >
          {t('check')}
        </Button>
        <Button type="submit" size="sm" loading={busy === 'save'} data-testid="tracking-save">
          {t('save')}
        </Button>
        <Button variant="ghost" size="sm" onClick={onCancel} data-testid="tracking-cancel">
          {tAll('feedback.cancel')}
        </Button>
      </div>
    </form>
  );
}
