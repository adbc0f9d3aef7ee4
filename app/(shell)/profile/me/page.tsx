import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageContext } from '@/lib/http/page-context';
import { getProfile } from '@/lib/domain/profile/service';
import { PageHeader } from '@/components/layout/page-header';
import { Panel } from '@/components/layout/panel';
import { ProfileDetails } from '@/components/profile/profile-details';
import { ProfileForm } from '@/components/profile/profile-form';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('nav'))('profileMe') };
}

export default async function ProfileMePage() {
  const { actor, db } = await pageContext('/profile/me');
  const user = await getProfile(db, actor);
  const t = await getTranslations('profile.me');
  return (
    <div className="max-w-4xl space-y-5">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <Panel title={t('detailsTitle')} testId="profile-details">
        <ProfileDetails user={user} />
      </Panel>
      <Panel title={t('editTitle')}>
        <ProfileForm
          initial={{
            first_name: user.FirstName,
            last_name: user.LastName,
            nick_name: user.NickName,
            phone: user.Phone,
            email: user.Email,
          }}
        />
      </Panel>
    </div>
  );
}
