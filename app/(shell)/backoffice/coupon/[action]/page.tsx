import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { pageContext } from '@/lib/http/page-context';
import { getCoupon } from '@/lib/domain/coupons';
import { PageHeader } from '@/components/layout/page-header';
import { CouponForm } from '@/components/coupons/coupon-form';
import { couponAction } from '@/components/coupons/coupon-action';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('nav'))('couponForm') };
}

/**
 * /backoffice/coupon/create and /backoffice/coupon/edit-{id} (coupon 2): the coupon form;
 * another enterprise's id, or any other action, is not found.
 */
export default async function CouponFormPage({ params }: { params: Promise<{ action: string }> }) {
  const { action: raw } = await params;
  const { db, found } = await pageContext(`/backoffice/coupon/${raw}`);
  const action = couponAction(raw);
  if (!action) notFound();
  const coupon = action.kind === 'edit' ? await found(getCoupon(db, action.id)) : null;
  const t = await getTranslations('couponScreens');
  return (
    <>
      <PageHeader
        title={coupon ? t('form.editTitle', { code: coupon.code }) : t('form.createTitle')}
      />
      <CouponForm key={coupon?.id ?? 'new'} coupon={coupon} />
    </>
  );
}
