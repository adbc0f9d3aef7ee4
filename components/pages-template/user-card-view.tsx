'use client';
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { userQuery, type UserCard, type UserTimeline } from '@/lib/domain/admin/user-card-types';
import { formatDateTime } from '@/lib/time/date-format';
import { Panel } from '@/components/layout/panel';
import { TimelineList } from '@/components/pages-template/timeline-view';

/**
 * /pages/user: the spec's user card, of real data: who the user is, their flags and
 * levels, and their latest changes from the audit log (with a link to the whole timeline).
 */
export function UserCardView({
  card,
  recent,
  own,
}: {
  card: UserCard;
  recent: UserTimeline;
  own: boolean;
}) {
  const t = useTranslations('pages');
  const users = useTranslations('users');
  const locale = useLocale();
  const name = `${card.first_name} ${card.last_name}`.trim() || card.username;
  const initials =
    [card.first_name, card.last_name]
      .filter(Boolean)
      .map((part) => [...part][0])
      .join('') || [...card.username][0];
  const when = (iso: string | null) => (iso ? formatDateTime(iso, locale) : t('user.never'));
  const flags = [
    card.is_special && 'special',
    card.is_employee && 'employee',
    card.is_read_only && 'readOnly',
  ].filter((f): f is 'special' | 'employee' | 'readOnly' => Boolean(f));
  const facts: Array<[string, string]> = [
    [users('fields.username'), card.username],
    [users('fields.nickName'), card.nick_name || '-'],
    [users('fields.email'), card.email || '-'],
    [users('fields.phone'), card.phone || '-'],
    [users('fields.team'), card.team_name ?? '-'],
    [users('fields.department'), card.department_name ?? '-'],
    [users('fields.saleChannel'), card.sale_channel_name ?? '-'],
    [users('fields.lastLogin'), when(card.last_login_at)],
    [t('user.memberSince'), formatDateTime(card.created_at, locale)],
  ];
  const granted = card.levels.filter((l) => l.level > 0);

  return (
    <div className="grid gap-4 lg:grid-cols-[22rem_1fr]" data-testid="user-card">
      <Panel title={t('user.cardTitle')}>
        <div className="flex items-center gap-4">
          <div
            aria-hidden
            className="flex h-16 w-16 shrink-0 items-center justify-center rounded-full bg-brand-100 text-2xl font-semibold text-brand-700"
          >
            {initials}
          </div>
          <div className="min-w-0">
            <p className="truncate text-lg font-semibold" data-testid="user-card-name">
              {name}
            </p>
            <p className="text-sm text-slate-600" data-testid="user-card-group">
              {users(`groups.${card.group_id}`)} ·{' '}
              {card.deleted ? t('user.deleted') : users(`status.${card.status}`)}
            </p>
          </div>
        </div>
        {flags.length > 0 && (
          <ul className="mt-3 flex flex-wrap gap-2" data-testid="user-card-flags">
            {flags.map((flag) => (
              <li
                key={flag}
                className="rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold text-amber-900"
                title={t(`user.flagHints.${flag}`)}
              >
                {t(`user.flags.${flag}`)}
              </li>
            ))}
          </ul>
        )}
        <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          {facts.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-slate-500">{label}</dt>
              <dd className="min-w-0 break-words">{value}</dd>
            </div>
          ))}
        </dl>
      </Panel>
      <div className="space-y-4">
        <Panel title={t('user.levelsTitle')}>
          {granted.length === 0 ? (
            <p className="text-sm text-slate-600">{t('user.noLevels')}</p>
          ) : (
            <ul className="flex flex-wrap gap-2" data-testid="user-card-levels">
              {granted.map((l) => (
                <li key={l.area} className="rounded-md bg-slate-100 px-3 py-1 text-sm">
                  {users(`areas.${l.area}`)}: {users(`levels.${l.level}`)}
                </li>
              ))}
            </ul>
          )}
        </Panel>
        <Panel title={t('user.activityTitle')}>
          <p className="mb-3 text-sm text-slate-600" data-testid="user-card-activity">
            {t('user.activity', { count: card.activity.total, last: when(card.activity.last_at) })}
          </p>
          <TimelineList days={recent.days} />
          <Link
            href={`/pages/timeline${userQuery(card.id, own)}`}
            className="mt-3 inline-block text-sm font-semibold text-brand-700 hover:underline"
            data-testid="user-card-timeline-link"
          >
            {t('user.allActivity')}
          </Link>
        </Panel>
      </div>
    </div>
  );
}
