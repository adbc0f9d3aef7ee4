'use client';
import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { formatDateTime } from '@/lib/time/date-format';
import { Panel } from '@/components/layout/panel';
import { Button } from '@/components/ui/button';
import { codeLabel } from '@/components/orders/list/code-label';
import { Meta } from '@/components/orders/detail/detail-header';
import { TrackingEditor } from '@/components/orders/detail/tracking-editor';
import type { OrderDetailState } from '@/components/orders/detail/use-order-detail';

/**
 * The carrier and the parcel's tracking number, with the editor for who may change it.
 */
export function ShippingCard({ state, canEdit }: { state: OrderDetailState; canEdit: boolean }) {
  const { order } = state;
  const t = useTranslations('orderDetail.shipping');
  const locale = useLocale();
  const tAll = useTranslations();
  const [editing, setEditing] = useState(false);
  const dates = [
    ['packedAt', order.packed_at],
    ['shippedAt', order.shipped_at],
    ['deliveredAt', order.delivered_at],
  ] as const;
  return (
    <Panel title={t('title')} testId="order-shipping">
      {editing ? (
        <TrackingEditor
          order={order}
          onCancel={() => setEditing(false)}
          onSaved={async () => {
            setEditing(false);
            await state.reload();
          }}
        />
      ) : (
        <div className="space-y-3">
          <dl className="space-y-1 text-sm">
            <Meta label={t('provider')}>
              {codeLabel(tAll, 'shippingProviders', order.shipping_provider_id)}
            </Meta>
            <Meta label={t('trackingNumber')}>
              <span
                className={order.tracking_number ? 'font-mono' : undefined}
                data-testid="order-tracking-number"
              >
                {order.tracking_number ?? t('noTracking')}
              </span>
            </Meta>
            {dates.map(([key, at]) =>
              at ? (
                <Meta key={key} label={t(key)}>
                  {formatDateTime(at, locale)}
                </Meta>
              ) : null,
            )}
          </dl>
          {order.tracking_failed && (
            <p role="alert" className="rounded-md bg-red-50 p-2 text-sm text-red-800">
              {t('trackingFailed')}
            </p>
          )}
          {canEdit && (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => setEditing(true)}
              data-testid="order-tracking-edit"
            >
              {order.tracking_number ? t('edit') : t('add')}
            </Button>
          )}
        </div>
      )}
    </Panel>
  );
}
