import { Suspense } from 'react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageContext } from '@/lib/http/page-context';
import { assignableCoupons } from '@/lib/domain/coupons';
import { PageHeader } from '@/components/layout/page-header';
import { AssignScreen } from '@/components/coupons/assign/assign-screen';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('couponAssign'))('title') };
}

/**
 * /backoffice/coupon/v2: give a coupon to the members chosen by filters (coupon 1 sees the
 * members and the preview, coupon 2 assigns; docs/members.md, Assigning).
 */
export default async function CouponAssignPage() {
  const { db, level } = await pageContext('/backoffice/coupon/v2');
  const [coupons, t] = await Promise.all([assignableCoupons(db), getTranslations('couponAssign')]);
  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <Suspense>
        <AssignScreen coupons={coupons} canAssign={level('coupon') >= 2} />
      </Suspense>
    </>
  );
}
