'use client';
import { useEffect, useRef, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { api } from '@/components/lib/api';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useFeedback } from '@/components/ui/feedback';
import { formatMoney } from '@/components/orders/list/money';

interface PromptPay {
  payload: string;
  amount: string;
  target: string;
  svg: string;
}

/**
 * The PromptPay QR of the amount due (GET /api/v1/orders/{id}/promptpay), for the customer
 * to scan. Drawn as an image from the server's SVG (never injected as markup).
 */
export function PromptPayDialog({ orderId, onClose }: { orderId: number; onClose: () => void }) {
  const t = useTranslations('orderDetail.promptpay');
  const tFeedback = useTranslations('feedback');
  const locale = useLocale();
  const { showError } = useFeedback();
  const [qr, setQr] = useState<PromptPay | null>(null);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const controller = new AbortController();
    api<{ Datum: PromptPay }>(`/api/v1/orders/${orderId}/promptpay`, {
      signal: controller.signal,
    })
      .then((res) => setQr(res.Datum))
      .catch((e: unknown) => {
        if (controller.signal.aborted) return;
        showError(e);
        close.current();
      });
    return () => controller.abort();
  }, [orderId, showError]);

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('title')}
      description={t('description')}
      footer={<Button onClick={onClose}>{tFeedback('ok')}</Button>}
    >
      <div className="flex flex-col items-center gap-3" data-testid="promptpay-dialog">
        {qr ? (
          <>
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(qr.svg)}`}
              alt={t('title')}
              className="h-64 w-64"
              data-testid="promptpay-qr"
            />
            <p className="text-2xl font-semibold tabular-nums" data-testid="promptpay-amount">
              {t('amount', { amount: formatMoney(qr.amount, locale) })}
            </p>
            <p className="text-sm text-slate-600">{t('target', { target: qr.target })}</p>
          </>
        ) : (
          <p className="py-16 text-sm text-slate-500">{tFeedback('loading')}</p>
        )}
      </div>
    </Dialog>
  );
}
