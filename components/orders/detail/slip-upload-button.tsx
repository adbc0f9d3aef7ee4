'use client';
import { useRef } from 'react';
import { useTranslations } from 'next-intl';
import type { SlipResult } from '@/lib/domain/orders/schemas';
import { api } from '@/components/lib/api';
import { Button } from '@/components/ui/button';
import type { OrderDetailState } from '@/components/orders/detail/use-order-detail';

/**
 * Attach or replace the slip (POST /api/v1/orders/{id}/slip, multipart `file`): the server
 * reads its QR code and the order shows the duplicate warning if the slip was used before.
 */
export function SlipUploadButton({
  orderId,
  hasSlip,
  state,
}: {
  orderId: number;
  hasSlip: boolean;
  state: OrderDetailState;
}) {
  const t = useTranslations('orderDetail.payment');
  const input = useRef<HTMLInputElement>(null);

  async function upload(file: File) {
    const form = new FormData();
    form.set('file', file);
    await state.run(
      'slip',
      () =>
        api<{ Datum: SlipResult }>(`/api/v1/orders/${orderId}/slip`, {
          method: 'POST',
          body: form,
        }),
      t('slipUploaded'),
    );
    if (input.current) input.current.value = '';
  }

  return (
    <>
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
        className="sr-only"
        tabIndex={-1}
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) void upload(file);
        }}
        data-testid="order-slip-file"
      />
      <Button
        variant="secondary"
        size="sm"
        loading={state.busy === 'slip'}
        onClick={() => input.current?.click()}
        data-testid="order-slip-upload"
      >
        {hasSlip ? t('replaceSlip') : t('uploadSlip')}
      </Button>
    </>
  );
}
