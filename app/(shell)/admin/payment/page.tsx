import { Suspense } from 'react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageContext } from '@/lib/http/page-context';
import { PageHeader } from '@/components/layout/page-header';
import { listBanks } from '@/lib/domain/payment-methods/service';
import { PaymentMethodsScreen } from '@/components/payment-methods/payment-methods-screen';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('paymentMethods'))('title') };
}

export default async function PaymentMethodsPage() {
  const { db } = await pageContext('/admin/payment');
  const banks = await listBanks(db);
  const t = await getTranslations('paymentMethods');
  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <Suspense>
        <PaymentMethodsScreen banks={banks} />
      </Suspense>
    </>
  );
}
