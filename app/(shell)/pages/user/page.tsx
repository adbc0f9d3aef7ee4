import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { pageContext } from '@/lib/http/page-context';
import { PageHeader } from '@/components/layout/page-header';
import { getUserCard, getUserTimeline, pageUserId } from '@/lib/domain/admin/user-card';
import { UserCardView } from '@/components/pages-template/user-card-view';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('nav'))('pageUser') };
}

/** The latest changes the card shows; the rest are on the timeline. */
const RECENT = 5;

/** /pages/user: the signed-in user's card (an admin opens anyone's with ?user=). */
export default async function UserCardPage({
  searchParams,
}: {
  searchParams: Promise<{ user?: string | string[] }>;
}) {
  const { actor, db, found } = await pageContext('/pages/user');
  const requested = (await searchParams).user;
  const id = await found(
    Promise.resolve().then(() =>
      pageUserId(actor, Array.isArray(requested) ? requested[0] : requested),
    ),
  );
  const locale = await getLocale();
  const [card, recent] = await Promise.all([
    found(getUserCard(db, id)),
    getUserTimeline(db, id, 1, locale, RECENT),
  ]);
  const t = await getTranslations('pages');
  return (
    <>
      <PageHeader title={t('user.title')} subtitle={t('user.intro')} />
      <UserCardView card={card} recent={recent} own={id === actor.userId} />
    </>
  );
}
