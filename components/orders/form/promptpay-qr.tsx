'use client';
import { useEffect, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { ApiError } from '@/components/lib/api';
import { formatNumber } from '@/components/data-table/format';
import { Button } from '@/components/ui/button';
import { getPromptPay, type PromptPayQr } from '@/components/orders/form/order-api';

const NO_PROMPTPAY = 'payment.noPromptPay';

/**
 * The PromptPay QR of the order's amount (GET /api/v1/orders/{id}/promptpay), for staff to
 * show or send to the customer. Without a PromptPay id on the method it shows nothing; other
 * failures say why, quietly (the order is saved either way).
 */
export function PromptPayPanel({ orderId }: { orderId: number }) {
  const t = useTranslations('orderForm.promptpay');
  const tAll = useTranslations();
  const locale = useLocale();
  const [qr, setQr] = useState<{ id: number; data: PromptPayQr } | null>(null);
  const [problem, setProblem] = useState<{ id: number; text: string } | null>(null);
  const [none, setNone] = useState<number | null>(null);
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    getPromptPay(orderId, controller.signal).then(
      (data) => setQr({ id: orderId, data }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        // A method without a PromptPay id simply has no QR: nothing to say.
        if (error instanceof ApiError && error.msg === NO_PROMPTPAY) return setNone(orderId);
        const key = error instanceof ApiError ? `errors.${error.msg}` : 'errors.common.systemError';
        setProblem({
          id: orderId,
          text: tAll.has(key) ? tAll(key) : tAll('errors.common.systemError'),
        });
      },
    );
    return () => controller.abort();
  }, [orderId, tAll]);

  const data = qr?.id === orderId ? qr.data : null;
  const failed = problem?.id === orderId ? problem.text : null;
  if (none === orderId) return null;

  return (
    <div className="space-y-2" data-testid="order-promptpay">
      <h3 className="text-sm font-semibold text-slate-800">{t('title')}</h3>
      {failed ? (
        <p className="text-sm text-slate-600">{t('unavailable', { reason: failed })}</p>
      ) : !data ? (
        <p className="text-sm text-slate-500">{t('loading')}</p>
      ) : (
        <div className="flex flex-wrap items-center gap-4">
          {/* eslint-disable-next-line @next/next/no-img-element -- an inline SVG answer */}
          <img
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(data.svg)}`}
            alt={t('alt', { amount: data.amount })}
            className="h-48 w-48 rounded-md border border-slate-200 bg-white p-2"
            data-testid="order-promptpay-qr"
            data-payload={data.payload}
          />
          <div className="space-y-1 text-sm">
            <p className="text-lg font-bold tabular-nums">
              {t('amount', { amount: formatNumber(data.amount, locale) })}
            </p>
            <p className="text-slate-600">{t('target', { target: data.target })}</p>
            <Button
              size="sm"
              variant="secondary"
              onClick={() =>
                void navigator.clipboard?.writeText(data.payload).then(() => setCopied(true))
              }
            >
              {copied ? t('copied') : t('copy')}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
