import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { pageContext } from '@/lib/http/page-context';
import { PageHeader } from '@/components/layout/page-header';
import { getUserCard, getUserTimeline, pageUserId } from '@/lib/domain/admin/user-card';
import { TimelineView } from '@/components/pages-template/timeline-view';
import { userQuery } from '@/lib/domain/admin/user-card-types';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('nav'))('pageTimeline') };
}

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/** /pages/timeline: the signed-in user's changes, day by day (an admin's: anyone's). */
export default async function TimelinePage({
  searchParams,
}: {
  searchParams: Promise<{ user?: string | string[]; page?: string | string[] }>;
}) {
  const { actor, db, found } = await pageContext('/pages/timeline');
  const params = await searchParams;
  const id = await found(Promise.resolve().then(() => pageUserId(actor, first(params.user))));
  const page = Math.min(Math.max(1, Number.parseInt(first(params.page) ?? '', 10) || 1), 1_000_000);
  const locale = await getLocale();
  const [card, timeline] = await Promise.all([
    found(getUserCard(db, id)),
    getUserTimeline(db, id, page, locale),
  ]);
  const t = await getTranslations('pages');
  const name = `${card.first_name} ${card.last_name}`.trim() || card.username;
  return (
    <>
      <PageHeader title={t('timeline.title')} subtitle={t('timeline.intro')} />
      <TimelineView timeline={timeline} name={name} query={userQuery(id, id === actor.userId)} />
    </>
  );
}
