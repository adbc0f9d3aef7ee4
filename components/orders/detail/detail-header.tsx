'use client';
import type { ReactNode } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { OrderDetail } from '@/lib/domain/orders/schemas';
import { formatDateTime } from '@/lib/time/date-format';
import { codeLabel } from '@/components/orders/list/code-label';
import { OrderStatusBadge } from '@/components/orders/list/status-badge';
import { PlatformOrderFlags } from '@/components/orders/list/platform-flags';
import { BackToListLink } from '@/components/orders/detail/back-link';

/** The order's number, status, when and by whom; the actions on the right. */
export function DetailHeader({ order, actions }: { order: OrderDetail; actions: ReactNode }) {
  const t = useTranslations('orderDetail');
  const locale = useLocale();
  const tAll = useTranslations();
  return (
    <header className="space-y-3">
      <BackToListLink />
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="space-y-1">
          <div className="flex flex-wrap items-center gap-3">
            <h1
              className="font-mono text-2xl font-semibold text-slate-900"
              data-testid="order-detail-number"
            >
              {order.order_number}
            </h1>
            <OrderStatusBadge status={order.status} testId="order-detail-status" large />
          </div>
          <dl className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-600">
            <Meta label={t('createdAt')}>{formatDateTime(order.created_at, locale)}</Meta>
            <Meta label={t('staff')}>{order.staff_name ?? t('none')}</Meta>
            <Meta label={t('platform')}>{codeLabel(tAll, 'platforms', order.platform)}</Meta>
            {order.platform_shop_name && (
              <Meta label={t('platformShop')}>{order.platform_shop_name}</Meta>
            )}
            {order.platform_order_id && (
              <Meta label={t('platformOrderId')}>{order.platform_order_id}</Meta>
            )}
          </dl>
          <PlatformOrderFlags order={order} large testId="order-detail-platform-flags" />
        </div>
        <div className="flex flex-wrap gap-2">{actions}</div>
      </div>
    </header>
  );
}

export function Meta({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex gap-1">
      <dt className="text-slate-500">{label}</dt>
      <dd className="font-medium text-slate-800">{children}</dd>
    </div>
  );
}
