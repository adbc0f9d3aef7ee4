'use client';
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import type { TimelineDay, UserTimeline } from '@/lib/domain/admin/user-card-types';
import { formatDate, formatTime } from '@/lib/time/date-format';
import { changedKeys } from '@/components/admin/audit/audit-screen';
import { Panel } from '@/components/layout/panel';

/** The days of a timeline, each with its entries: time, what was done, to what, which fields. */
export function TimelineList({ days }: { days: readonly TimelineDay[] }) {
  const t = useTranslations('pages');
  const locale = useLocale();
  if (days.length === 0)
    return (
      <p className="text-sm text-slate-600" data-testid="timeline-empty">
        {t('timeline.empty')}
      </p>
    );
  return (
    <ol className="space-y-5" data-testid="timeline">
      {days.map((day) => (
        <li key={day.date}>
          <p className="mb-2 text-sm font-semibold text-slate-700" data-testid="timeline-day">
            {formatDate(day.date, locale)}
          </p>
          <ol className="relative space-y-3 border-l-2 border-brand-100 pl-5">
            {day.entries.map((entry) => {
              const changed =
                entry.before && entry.after ? changedKeys(entry.before, entry.after) : [];
              return (
                <li key={entry.id} className="relative" data-testid="timeline-entry">
                  <span
                    aria-hidden
                    className="absolute -left-[1.65rem] top-1.5 h-3 w-3 rounded-full border-2 border-white bg-brand-500"
                  />
                  <p className="text-sm">
                    <span className="mr-2 font-mono text-xs text-slate-500">
                      {formatTime(entry.created_at)}
                    </span>
                    <span className="font-semibold">{entry.action_label}</span>
                    {' · '}
                    {entry.entity_label}
                    {entry.entity_id ? ` #${entry.entity_id}` : ''}
                  </p>
                  {changed.length > 0 && (
                    <p className="text-xs text-slate-600">
                      {t('timeline.changed', { fields: changed.join(', ') })}
                    </p>
                  )}
                </li>
              );
            })}
          </ol>
        </li>
      ))}
    </ol>
  );
}

/** /pages/timeline: a user's changes from the audit log, day by day, a page at a time. */
export function TimelineView({
  timeline,
  name,
  query,
}: {
  timeline: UserTimeline;
  /** Whose timeline it is, as the page names them. */
  name: string;
  /** The `user=` part of the address when an admin opened someone else's ('' for one's own). */
  query: string;
}) {
  const t = useTranslations('pages');
  const pages = Math.max(1, Math.ceil(timeline.total / timeline.limit));
  const href = (page: number) => {
    const params = new URLSearchParams(query.replace(/^\?/, ''));
    if (page > 1) params.set('page', String(page));
    const text = params.toString();
    return `/pages/timeline${text ? `?${text}` : ''}`;
  };
  return (
    <Panel title={t('timeline.of', { name })} testId="timeline-panel">
      <p className="mb-4 text-sm text-slate-600" data-testid="timeline-total">
        {t('timeline.total', { count: timeline.total })}
      </p>
      <TimelineList days={timeline.days} />
      {pages > 1 && (
        <nav className="mt-5 flex items-center gap-3 text-sm" aria-label={t('timeline.pages')}>
          {timeline.page > 1 ? (
            <Link
              href={href(timeline.page - 1)}
              className="font-semibold text-brand-700"
              data-testid="timeline-newer"
            >
              {t('timeline.newer')}
            </Link>
          ) : null}
          <span className="text-slate-600">
            {t('timeline.page', { page: timeline.page, pages })}
          </span>
          {timeline.page < pages ? (
            <Link
              href={href(timeline.page + 1)}
              className="font-semibold text-brand-700"
              data-testid="timeline-older"
            >
              {t('timeline.older')}
            </Link>
          ) : null}
        </nav>
      )}
    </Panel>
  );
}
