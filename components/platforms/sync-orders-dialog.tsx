'use client';
import { useState, type FormEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { PlatformShopRow } from '@/lib/domain/platforms/schemas';
import { formatNumericDate } from '@/lib/time/date-format';
import { parseTypedDate } from '@/lib/time/date-typing';
import { bangkokDay } from '@/components/date-range/day-range';
import { DialogFormActions } from '@/components/form/dialog-form-actions';
import { api } from '@/components/lib/api';
import { Dialog } from '@/components/ui/dialog';
import { useFeedback } from '@/components/ui/feedback';
import { TextField } from '@/components/ui/field';
import { MAX_SYNC_DAYS, syncDaysProblem } from '@/components/platforms/shop-view';

/**
 * "Sync orders" of one shop: the last day (typed as every screen writes days, today by
 * default) and how many days up to it. Answers the job to follow.
 */
export function SyncOrdersDialog({
  shop,
  onStarted,
  onClose,
}: {
  shop: PlatformShopRow;
  onStarted: (jobId: number) => void;
  onClose: () => void;
}) {
  const t = useTranslations('platformConnect.syncDialog');
  const locale = useLocale();
  const { showError } = useFeedback();
  const [day, setDay] = useState(() => formatNumericDate(bangkokDay(new Date()), locale));
  const [days, setDays] = useState('1');
  const [errors, setErrors] = useState<{ day?: string; days?: string }>({});
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const syncDate = parseTypedDate(day, locale);
    const next = {
      ...(syncDate ? {} : { day: t('dayInvalid') }),
      ...(syncDaysProblem(days) ? { days: t('daysInvalid', { max: MAX_SYNC_DAYS }) } : {}),
    };
    setErrors(next);
    if (next.day || next.days) return;
    setSaving(true);
    try {
      const res = await api<{ Datum: { job_id: number } }>(
        `/api/platform/${shop.platform_name}/orders/sync`,
        {
          method: 'POST',
          body: {
            shop_id: shop.shop_id,
            shop_name: shop.shop_name,
            sync_date: syncDate,
            sync_day: Number(days),
          },
        },
      );
      onStarted(res.Datum.job_id);
    } catch (error) {
      showError(error);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('title', { shop: shop.shop_name })}
      description={t('intro')}
    >
      <form onSubmit={submit} className="space-y-4" noValidate data-testid="platform-sync-dialog">
        <TextField
          label={t('day')}
          value={day}
          onChange={(e) => setDay(e.target.value)}
          error={errors.day}
          hint={t('dayHint')}
          inputMode="numeric"
          autoComplete="off"
          data-testid="platform-sync-date"
        />
        <TextField
          label={t('days')}
          value={days}
          onChange={(e) => setDays(e.target.value)}
          error={errors.days}
          hint={t('daysHint', { max: MAX_SYNC_DAYS })}
          type="number"
          min={1}
          max={MAX_SYNC_DAYS}
          inputMode="numeric"
          data-testid="platform-sync-days"
        />
        <DialogFormActions
          onCancel={onClose}
          saving={saving}
          saveLabel={t('submit')}
          submitTestId="platform-sync-submit"
        />
      </form>
    </Dialog>
  );
}
