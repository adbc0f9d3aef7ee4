import { Suspense } from 'react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageContext } from '@/lib/http/page-context';
import { memberProvinces } from '@/lib/pages/members/member-page-options';
import { PageHeader } from '@/components/layout/page-header';
import { MemberListScreen } from '@/components/members/member-list-screen';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('nav'))('members') };
}

/** /admin/member: the LINE members (admins; the calls themselves are the coupon area's). */
export default async function MembersPage() {
  const { db, level } = await pageContext('/admin/member');
  const provinces = await memberProvinces(db);
  const [nav, t] = await Promise.all([getTranslations('nav'), getTranslations('memberScreens')]);
  return (
    <>
      <PageHeader title={nav('members')} subtitle={t('subtitle')} />
      <Suspense>
        <MemberListScreen provinces={provinces} level={level('coupon')} />
      </Suspense>
    </>
  );
}
