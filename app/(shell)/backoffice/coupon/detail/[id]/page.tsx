import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageContext, pageId } from '@/lib/http/page-context';
import { couponUsage } from '@/lib/domain/coupons';
import { PageHeader } from '@/components/layout/page-header';
import { CouponDetailScreen } from '@/components/coupons/coupon-detail-screen';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('nav'))('couponDetail') };
}

/** /backoffice/coupon/detail/{id}: one coupon and its use (another enterprise's id is not found). */
export default async function CouponDetailPage({ params }: { params: Promise<{ id: string }> }) {
  const { id: rawId } = await params;
  const { db, actor, level, found } = await pageContext(`/backoffice/coupon/detail/${rawId}`);
  const usage = await found(couponUsage(db, actor.enterpriseId, pageId(rawId)));
  const nav = await getTranslations('nav');
  return (
    <>
      <PageHeader title={`${nav('couponDetail')}: ${usage.coupon.code}`} />
      <CouponDetailScreen key={usage.coupon.id} usage={usage} level={level('coupon')} />
    </>
  );
}
