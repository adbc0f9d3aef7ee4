import { getTranslations } from 'next-intl/server';
import type { SignedInUser } from '@/lib/domain/auth/schemas';

/** The read-only facts of the signed-in user (set by an admin). */
export async function ProfileDetails({ user }: { user: SignedInUser }) {
  const t = await getTranslations();
  const fullName = [user.FirstName, user.LastName].filter(Boolean).join(' ');
  const groupKey = `layout.groups.${user.GroupId}`;
  const rows: Array<[string, string, string]> = [
    ['name', t('profile.me.name'), fullName],
    ['nick-name', t('profile.me.nickName'), user.NickName],
    ['username', t('profile.me.username'), user.Username],
    ['email', t('profile.me.email'), user.Email],
    ['phone', t('profile.me.phone'), user.Phone],
    ['group', t('profile.me.group'), t.has(groupKey) ? t(groupKey) : String(user.GroupId)],
    ['enterprise', t('profile.me.enterprise'), user.EnterpriseName],
    ['team', t('profile.me.team'), user.TeamName],
    ['sale-channel', t('profile.me.saleChannel'), user.SaleChannelName],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
      {rows.map(([id, label, value]) => (
        <div key={id}>
          <dt className="text-sm text-slate-500">{label}</dt>
          <dd className="mt-0.5 font-semibold text-slate-900" data-testid={`profile-view-${id}`}>
            {value || <span className="font-normal text-slate-400">{t('profile.me.empty')}</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}
