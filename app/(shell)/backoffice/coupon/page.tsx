import { Suspense } from 'react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageContext } from '@/lib/http/page-context';
import { PageHeader } from '@/components/layout/page-header';
import { CouponListScreen } from '@/components/coupons/coupon-list-screen';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('nav'))('coupon') };
}

/** /backoffice/coupon: the coupons (coupon 1; the "New coupon" button from coupon 2). */
export default async function CouponListPage() {
  const { level } = await pageContext('/backoffice/coupon');
  const [nav, t] = await Promise.all([getTranslations('nav'), getTranslations('couponScreens')]);
  return (
    <>
      <PageHeader title={nav('coupon')} subtitle={t('subtitle')} />
      <Suspense>
        <CouponListScreen canCreate={level('coupon') >= 2} />
      </Suspense>
    </>
  );
}
