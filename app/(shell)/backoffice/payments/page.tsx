import { Suspense } from 'react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { levelOf } from '@/lib/auth/permissions';
import { requirePage } from '@/lib/auth/server-session';
import { tenantDb } from '@/lib/db';
import { PAYMENT_UNDO_LEVEL } from '@/lib/domain/orders/payment-undo-rule';
import { PageHeader } from '@/components/layout/page-header';
import { PaymentsScreen } from '@/components/orders/payments/payments-screen';
import { loadOrderFilterOptions } from '@/components/orders/list/load-filter-options';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('nav'))('payments') };
}

export default async function PaymentsPage() {
  const actor = await requirePage('/backoffice/payments');
  const [options, nav, t] = await Promise.all([
    loadOrderFilterOptions(tenantDb(actor.enterpriseId), actor),
    getTranslations('nav'),
    getTranslations('payments'),
  ]);
  return (
    <>
      <PageHeader title={nav('payments')} subtitle={t('subtitle')} />
      <Suspense>
        <PaymentsScreen
          options={options}
          canCheck={levelOf(actor, 'payment') >= 2}
          canUndo={levelOf(actor, 'payment') >= PAYMENT_UNDO_LEVEL}
          canOpenOrder={levelOf(actor, 'order') >= 1}
        />
      </Suspense>
    </>
  );
}
