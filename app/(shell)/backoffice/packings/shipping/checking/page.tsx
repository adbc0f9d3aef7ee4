import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageContext } from '@/lib/http/page-context';
import { PageHeader } from '@/components/layout/page-header';
import { HandOverScreen } from '@/components/packing/handover/handover-screen';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('nav'))('shippingChecking') };
}

export default async function ShippingCheckingPage() {
  await pageContext('/backoffice/packings/shipping/checking');
  const [nav, t] = await Promise.all([getTranslations('nav'), getTranslations('handOver')]);
  return (
    <>
      <PageHeader title={nav('shippingChecking')} subtitle={t('subtitle')} />
      <HandOverScreen />
    </>
  );
}
