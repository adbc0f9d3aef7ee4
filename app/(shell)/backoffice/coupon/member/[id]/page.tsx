import { Suspense } from 'react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageContext, pageId } from '@/lib/http/page-context';
import { getMember } from '@/lib/domain/members/service';
import { assignableCoupons } from '@/lib/pages/members/member-page-options';
import { PageHeader } from '@/components/layout/page-header';
import { MemberCouponsScreen } from '@/components/members/member-coupons-screen';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('nav'))('couponMember') };
}

/**
 * /backoffice/coupon/member/{id}: one member and its personal codes (coupon 1; give a
 * coupon from 2, take a code back at 3). Another enterprise's member is not found.
 */
export default async function MemberCouponsPage({ params }: { params: Promise<{ id: string }> }) {
  const { id: rawId } = await params;
  const { db, level, found } = await pageContext(`/backoffice/coupon/member/${rawId}`);
  const member = await found(getMember(db, pageId(rawId)));
  const couponLevel = level('coupon');
  const coupons = couponLevel >= 2 ? await assignableCoupons(db) : [];
  const t = await getTranslations('memberScreens');
  return (
    <>
      <PageHeader
        title={t('codes.pageTitle', { name: member.display_name?.trim() || t('noName') })}
      />
      <Suspense>
        <MemberCouponsScreen
          key={member.id}
          member={member}
          level={couponLevel}
          coupons={coupons}
          canOrder={level('order') >= 2}
        />
      </Suspense>
    </>
  );
}
