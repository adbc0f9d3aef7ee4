import { Suspense } from 'react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageContext, pageId } from '@/lib/http/page-context';
import { getCoupon } from '@/lib/domain/coupons';
import { PageHeader } from '@/components/layout/page-header';
import { CouponCodesScreen } from '@/components/coupons/coupon-codes-screen';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('nav'))('couponAll') };
}

/** /backoffice/coupon/all/{id}: the member codes of one coupon, paged (coupon 1). */
export default async function CouponCodesPage({ params }: { params: Promise<{ id: string }> }) {
  const { id: rawId } = await params;
  const { db, found } = await pageContext(`/backoffice/coupon/all/${rawId}`);
  const id = pageId(rawId);
  const coupon = await found(getCoupon(db, id));
  const t = await getTranslations('couponScreens');
  return (
    <>
      <PageHeader title={t('codes.title', { code: coupon.code })} />
      <Suspense>
        <CouponCodesScreen couponId={coupon.id} />
      </Suspense>
    </>
  );
}
