'use client';
import Link from 'next/link';
import { useSyncExternalStore } from 'react';
import { useTranslations } from 'next-intl';
import { backToListUrl, sessionListStorage } from '@/components/orders/list-return';

const noSubscription = () => () => {};

/** "Back to the list": the order list or payment queue last seen, at its page and filters. */
export function BackToListLink() {
  const t = useTranslations('orderDetail');
  const href = useSyncExternalStore(
    noSubscription,
    () => backToListUrl(sessionListStorage()),
    () => '/backoffice/orders',
  );
  const toPayments = href.startsWith('/backoffice/payments');
  return (
    <Link
      href={href}
      className="inline-flex items-center gap-1 text-sm text-brand-700 hover:underline"
      data-testid="order-detail-back"
    >
      <span aria-hidden className="after:content-['‹']" />
      {toPayments ? t('backToPayments') : t('backToOrders')}
    </Link>
  );
}
