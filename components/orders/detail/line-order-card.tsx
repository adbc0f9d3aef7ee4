'use client';
import { useState } from 'react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { Panel } from '@/components/layout/panel';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { useFeedback } from '@/components/ui/feedback';
import { sendOrderToLine } from '@/components/orders/form/order-api';

const ConfirmDialog = dynamic(() =>
  import('@/components/admin/confirm-dialog').then((m) => m.ConfirmDialog),
);

/**
 * The order's LINE member (docs/members.md, LINE orders): "Send to LINE" pushes the
 * summary and the PromptPay QR again (POST /api/v1/orders/{id}/line), "New order for this
 * member" opens the order form for the member. Order level 2.
 */
export function LineOrderCard({ orderId, memberId }: { orderId: number; memberId: number }) {
  const t = useTranslations('lineOrders');
  const { notify, showError } = useFeedback();
  const [confirming, setConfirming] = useState(false);

  async function send() {
    try {
      await sendOrderToLine(orderId);
      notify('success', t('sendToLineSent'));
      setConfirming(false);
    } catch (error) {
      showError(error);
    }
  }

  return (
    <Panel title={t('cardTitle')} testId="order-line">
      <p className="text-sm text-slate-700">{t('cardText')}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" onClick={() => setConfirming(true)} data-testid="order-line-send">
          {t('sendToLine')}
        </Button>
        <ButtonLink
          href={`/backoffice/orders/new?member_id=${memberId}`}
          size="sm"
          variant="secondary"
          data-testid="order-line-new-order"
        >
          {t('newOrderForMember')}
        </ButtonLink>
      </div>
      {confirming && (
        <ConfirmDialog
          title={t('sendToLine')}
          text={t('sendToLineConfirm')}
          confirmLabel={t('send')}
          onConfirm={send}
          onClose={() => setConfirming(false)}
          testId="order-line-send-confirm"
        />
      )}
    </Panel>
  );
}
