'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { api } from '@/components/lib/api';
import { Button } from '@/components/ui/button';
import { useFeedback } from '@/components/ui/feedback';
import type { AutoCloseRunDto } from '@/lib/domain/packing/auto-close/schemas';

/**
 * Runs the auto-close now, after a confirmation (POST /api/v1/autoclose/run). One
 * Idempotency-Key per confirmation: a retried send of the same press runs once.
 */
export function RunNowButton({ onDone }: { onDone: (run: AutoCloseRunDto) => void }) {
  const t = useTranslations('autoClose.runNow');
  const { notify, showError } = useFeedback();
  const [asking, setAsking] = useState(false);

  async function run() {
    try {
      const res = await api<{ Datum: AutoCloseRunDto }>('/api/v1/autoclose/run', {
        method: 'POST',
        body: {},
        headers: { 'Idempotency-Key': crypto.randomUUID() },
      });
      const done = res.Datum;
      if (done.status === 'failed') notify('error', t('failed', { error: done.error ?? '' }));
      else
        notify(
          'success',
          t('done', { orders: done.closed_orders, packings: done.listed_packings }),
        );
      setAsking(false);
      onDone(done);
    } catch (e) {
      setAsking(false);
      showError(e);
    }
  }

  return (
    <>
      <Button variant="secondary" onClick={() => setAsking(true)} data-testid="autoclose-run-now">
        {t('button')}
      </Button>
      {asking && (
        <ConfirmDialog
          title={t('confirmTitle')}
          text={t('confirmText')}
          confirmLabel={t('confirm')}
          onConfirm={run}
          onClose={() => setAsking(false)}
          testId="autoclose-run-confirm"
        />
      )}
    </>
  );
}
