import { describe, expect, it, vi } from 'vitest';
import { drawScreen, expectTestIds, LANGUAGES, openingTag } from '@/components/testing/draw-screen';
import type { AuditRow } from '@/lib/domain/admin/schemas';
import { byBangkokDay, type UserCard, type UserTimeline } from '@/lib/domain/admin/user-card-types';
import { UserCardView } from '@/components/pages-template/user-card-view';
import { TimelineView } from '@/components/pages-template/timeline-view';
import { ChunkFailedNotice } from '@/components/layout/chunk-load-guard';
import { BotCheckLoader, RECAPTCHA_SCRIPT_URL } from '@/components/auth/bot-check-loader';
import { Navbar } from '@/components/layout/navbar';
import ScreenError from '@/app/error';

// The template pages (user card, timeline), the chunk failure notices, the bot check
// loader and the navbar's read-only badge, drawn once per language.

vi.mock('next/navigation', () => ({
  useRouter: () => ({ replace: () => {}, push: () => {}, prefetch: () => {}, refresh: () => {} }),
  usePathname: () => '/pages/user',
  useSearchParams: () => new URLSearchParams(''),
}));
// next/script, drawn as a tag that names the source it would load.
vi.mock('next/script', () => ({
  default: (props: { src: string; 'data-testid'?: string }) => (
    <meta data-testid={props['data-testid']} content={props.src} />
  ),
}));

const row = (id: string, created_at: string, extra: Partial<AuditRow> = {}): AuditRow => ({
  id,
  actor_id: 3,
  actor_name: 'staff',
  action: 'order.update',
  action_label: 'Order edited',
  entity: 'order',
  entity_label: 'Order',
  entity_id: '41',
  before: { total: '100.00', note: 'a' },
  after: { total: '150.00', note: 'a' },
  request_id: null,
  ip: null,
  created_at,
  ...extra,
});

// 01:30 on 2 Nov in Bangkok is still 1 Nov in UTC: the day is Bangkok's.
const rows = [
  row('3', '2026-11-01T18:30:00.000Z'),
  row('2', '2026-11-01T03:00:00.000Z', { action: 'customer.create', before: null }),
  row('1', '2026-10-30T03:00:00.000Z'),
];
const timeline: UserTimeline = {
  user_id: 3,
  days: byBangkokDay(rows),
  total: 45,
  page: 1,
  limit: 30,
};

const card: UserCard = {
  id: 3,
  username: 'staff',
  first_name: 'มานะ',
  last_name: 'ขยันยิ่ง',
  nick_name: 'นะ',
  email: 'staff@demo-shop.test',
  phone: '0812345678',
  group_id: 3,
  status: 1,
  deleted: false,
  team_name: 'ทีมขาย A',
  department_name: null,
  sale_channel_name: 'Facebook',
  is_special: true,
  is_employee: true,
  is_read_only: false,
  levels: [
    { area: 'wms', level: 2 },
    { area: 'order', level: 2 },
    { area: 'coupon', level: 0 },
  ],
  last_login_at: '2026-11-01T02:00:00.000Z',
  created_at: '2026-01-01T02:00:00.000Z',
  activity: { total: 45, last_at: '2026-11-01T18:30:00.000Z' },
};

describe('byBangkokDay', () => {
  it('cuts the newest-first rows into Bangkok days, newest first', () => {
    expect(timeline.days.map((d) => [d.date, d.entries.map((e) => e.id)])).toEqual([
      ['2026-11-02', ['3']],
      ['2026-11-01', ['2']],
      ['2026-10-30', ['1']],
    ]);
  });
});

describe.each(LANGUAGES)('template pages and guards in %s', (locale, messages) => {
  it('draws the user card with its flags, levels and latest changes', () => {
    const html = drawScreen(locale, messages, <UserCardView card={card} recent={timeline} own />);
    expectTestIds(html, [
      'user-card',
      'user-card-name',
      'user-card-flags',
      'user-card-levels',
      'user-card-activity',
      'timeline',
      'user-card-timeline-link',
    ]);
    expect(openingTag(html, 'user-card-timeline-link')).toContain('href="/pages/timeline"');
    // Only the areas with a level are listed.
    expect(html.match(/<li class="rounded-md bg-slate-100/g)).toHaveLength(2);
    const other = drawScreen(
      locale,
      messages,
      <UserCardView
        card={{ ...card, is_special: false, is_employee: false }}
        recent={timeline}
        own={false}
      />,
    );
    expect(openingTag(other, 'user-card-timeline-link')).toContain('href="/pages/timeline?user=3"');
    expect(other).not.toContain('data-testid="user-card-flags"');
  });

  it('draws the timeline by day, with the changed fields and its pages', () => {
    const html = drawScreen(
      locale,
      messages,
      <TimelineView timeline={timeline} name="มานะ" query="?user=3" />,
    );
    expectTestIds(html, ['timeline-panel', 'timeline-total', 'timeline', 'timeline-older']);
    expect(html.match(/data-testid="timeline-day"/g)).toHaveLength(3);
    expect(html.match(/data-testid="timeline-entry"/g)).toHaveLength(3);
    expect(openingTag(html, 'timeline-older')).toContain(
      'href="/pages/timeline?user=3&amp;page=2"',
    );
    expect(html).not.toContain('data-testid="timeline-newer"');
    const empty = drawScreen(
      locale,
      messages,
      <TimelineView timeline={{ ...timeline, days: [], total: 0 }} name="x" query="" />,
    );
    expectTestIds(empty, ['timeline-empty']);
  });

  it('draws the chunk failure notice and the error screen with a reload button', () => {
    expectTestIds(drawScreen(locale, messages, <ChunkFailedNotice />), [
      'chunk-failed',
      'chunk-reload',
    ]);
    const chunk = drawScreen(
      locale,
      messages,
      <ScreenError
        error={Object.assign(new Error('Loading chunk 9 failed'), { name: 'ChunkLoadError' })}
        reset={() => {}}
      />,
    );
    expectTestIds(chunk, ['chunk-error', 'chunk-reload']);
    expect(chunk).not.toContain('screen-error-retry');
    const other = drawScreen(
      locale,
      messages,
      <ScreenError error={Object.assign(new Error('boom'), { digest: 'abc' })} reset={() => {}} />,
    );
    expectTestIds(other, ['screen-error', 'screen-error-retry', 'chunk-reload']);
    expect(other).toContain('abc');
  });

  it('loads the bot check only when its keys are set', () => {
    expect(drawScreen(locale, messages, <BotCheckLoader />)).not.toContain('bot-check-script');
    const html = drawScreen(locale, messages, <BotCheckLoader siteKey="site-key" />);
    expect(openingTag(html, 'bot-check-script')).toContain(
      `content="${RECAPTCHA_SCRIPT_URL.replace(/&/g, '&amp;')}"`,
    );
  });

  it('shows a read-only user the badge in the navbar', () => {
    const draw = (readOnly: boolean) =>
      drawScreen(
        locale,
        messages,
        <Navbar
          fullName="มานะ"
          homeHref="/"
          readOnly={readOnly}
          sidebarOpen={false}
          onToggleSidebar={() => {}}
        />,
      );
    expectTestIds(draw(true), ['navbar-read-only']);
    expect(draw(false)).not.toContain('navbar-read-only');
  });
});
