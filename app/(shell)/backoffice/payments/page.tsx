import { Suspense } from 'react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageContext } from '@/lib/http/page-context';
import { PAYMENT_UNDO_LEVEL } from '@/lib/domain/orders/payment-undo-rule';
import { PageHeader } from '@/components/layout/page-header';
import { PaymentsScreen } from '@/components/orders/payments/payments-screen';
import { loadOrderFilterOptions } from '@/lib/pages/orders/order-filter-options';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('nav'))('payments') };
}

export default async function PaymentsPage() {
  const { actor, db, level } = await pageContext('/backoffice/payments');
  const [options, nav, t] = await Promise.all([
    loadOrderFilterOptions(db, actor),
    getTranslations('nav'),
    getTranslations('payments'),
  ]);
  return (
    <>
      <PageHeader title={nav('payments')} subtitle={t('subtitle')} />
      <Suspense>
        <PaymentsScreen
          options={options}
          canCheck={level('payment') >= 2}
          canUndo={level('payment') >= PAYMENT_UNDO_LEVEL}
          canOpenOrder={level('order') >= 1}
        />
      </Suspense>
    </>
  );
}
