'use client';
import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import type { PlatformShopRow, ShopSettingsInput } from '@/lib/domain/platforms/schemas';
import { HANDOVER_METHOD } from '@/lib/domain/platforms/shops/shop-status';
import { DialogFormActions } from '@/components/form/dialog-form-actions';
import { api } from '@/components/lib/api';
import { Dialog } from '@/components/ui/dialog';
import { useFeedback } from '@/components/ui/feedback';
import { SelectField } from '@/components/ui/field';
import type { ShopSettingsOptions } from '@/components/platforms/shop-view';

const HANDOVERS = [HANDOVER_METHOD.Pickup, HANDOVER_METHOD.DropOff] as const;

/**
 * A shop's settings (PUT /api/platform/shops/{id}): how parcels reach the carrier, the
 * storages whose stock it sells (none ticked: every normal storage), and the sale channel
 * and payment method its orders are booked under.
 */
export function ShopSettingsDialog({
  shop,
  options,
  onSaved,
  onClose,
}: {
  shop: PlatformShopRow;
  options: ShopSettingsOptions;
  onSaved: (shop: PlatformShopRow) => void;
  onClose: () => void;
}) {
  const t = useTranslations('platformConnect.settings');
  const tAll = useTranslations();
  const { notify, showError } = useFeedback();
  const [handover, setHandover] = useState(shop.handover_method);
  const [storages, setStorages] = useState<number[]>(shop.stock_storage_ids);
  const [channel, setChannel] = useState(shop.sale_channel_id ?? 0);
  const [method, setMethod] = useState(shop.payment_method_id ?? 0);
  const [saving, setSaving] = useState(false);

  const toggle = (id: number, on: boolean) =>
    setStorages((all) => (on ? [...all, id] : all.filter((x) => x !== id)));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body: ShopSettingsInput = {
      handover_method: handover === HANDOVER_METHOD.DropOff ? 2 : 1,
      stock_storage_ids: storages,
      ...(channel ? { sale_channel_id: channel } : {}),
      ...(method ? { payment_method_id: method } : {}),
    };
    setSaving(true);
    try {
      const res = await api<{ Datum: PlatformShopRow; Msg?: string }>(
        `/api/platform/shops/${shop.id}`,
        { method: 'PUT', body },
      );
      notify('success', tAll('platformConnect.saved'));
      onSaved(res.Datum);
    } catch (error) {
      showError(error);
    } finally {
      setSaving(false);
    }
  }

  const notSet = { value: 0, label: t('notSet') };
  return (
    <Dialog
      open
      wide
      onOpenChange={(open) => !open && onClose()}
      title={t('title', { shop: shop.shop_name })}
    >
      <form
        onSubmit={submit}
        className="space-y-5"
        noValidate
        data-testid={`platform-settings-form-${shop.id}`}
      >
        <fieldset className="space-y-2">
          <legend className="text-sm font-semibold text-slate-700">{t('handover')}</legend>
          <div className="flex flex-wrap gap-4">
            {HANDOVERS.map((h) => (
              <label key={h} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="handover_method"
                  value={h}
                  checked={handover === h}
                  onChange={() => setHandover(h)}
                  data-testid={`platform-settings-handover-${h}`}
                />
                {t(`handovers.${h}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset className="space-y-2">
          <legend className="text-sm font-semibold text-slate-700">{t('storages')}</legend>
          <p className="text-xs text-slate-500">{t('storagesHint')}</p>
          {options.storages.length === 0 ? (
            <p className="text-sm text-slate-600">{t('noStorages')}</p>
          ) : (
            <div
              className="grid max-h-48 gap-1 overflow-y-auto sm:grid-cols-2"
              data-testid="platform-settings-storages"
            >
              {options.storages.map((s) => (
                <label key={s.value} className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    checked={storages.includes(s.value)}
                    onChange={(e) => toggle(s.value, e.target.checked)}
                    data-testid={`platform-settings-storage-${s.value}`}
                  />
                  {s.label}
                </label>
              ))}
            </div>
          )}
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t('saleChannel')}
            value={channel}
            onChange={(e) => setChannel(Number(e.target.value))}
            options={[...(shop.sale_channel_id ? [] : [notSet]), ...options.saleChannels]}
            data-testid="platform-settings-sale-channel"
          />
          <SelectField
            label={t('paymentMethod')}
            value={method}
            onChange={(e) => setMethod(Number(e.target.value))}
            options={[...(shop.payment_method_id ? [] : [notSet]), ...options.paymentMethods]}
            data-testid="platform-settings-payment-method"
          />
        </div>
        <DialogFormActions
          onCancel={onClose}
          saving={saving}
          saveLabel={t('save')}
          submitTestId="platform-settings-save"
        />
      </form>
    </Dialog>
  );
}
