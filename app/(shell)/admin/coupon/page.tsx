import { Suspense } from 'react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageContext } from '@/lib/http/page-context';
import { PageHeader } from '@/components/layout/page-header';
import { CouponOverviewScreen } from '@/components/coupons/admin/coupon-overview-screen';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('adminCoupon'))('title') };
}

/** /admin/coupon: the admin's overview of every coupon and its usage (admin only). */
export default async function AdminCouponPage() {
  await pageContext('/admin/coupon');
  const t = await getTranslations('adminCoupon');
  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <Suspense>
        <CouponOverviewScreen />
      </Suspense>
    </>
  );
}
