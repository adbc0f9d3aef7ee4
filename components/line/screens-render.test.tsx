import { describe, expect, it, vi } from 'vitest';
import { drawScreen, expectTestIds, LANGUAGES, openingTag } from '@/components/testing/draw-screen';
import type { LineConnection } from '@/lib/domain/line/schemas';
import { LineScreen } from '@/components/line/line-screen';
import { LineConnectionPanel } from '@/components/line/line-connection-panel';
import { LineMessageStatusBadge } from '@/components/line/line-message-status-badge';

// The LINE screen's parts drawn once per language on the server renderer: no message key
// missing in th or en, and the test ids the screen is driven by.

let search = '';
vi.mock('next/navigation', () => ({
  useRouter: () => ({ replace: () => {}, push: () => {}, prefetch: () => {}, refresh: () => {} }),
  usePathname: () => '/backoffice/line',
  useSearchParams: () => new URLSearchParams(search),
}));

const connection: LineConnection = {
  login_channel_id: '1650000000',
  login_channel_secret_set: true,
  messaging_token_set: true,
  channel_secret_set: false,
  liff_id: '1650000000-AbCdEf12',
  api_base: 'https://api.line.me',
  enterprise_code_set: true,
  serves_this_enterprise: true,
  webhook_url: 'https://shop.example/api/line/webhook',
  member_page_url: 'https://liff.line.me/1650000000-AbCdEf12',
  counts: { members: 1234, following: 1200, verified: 800, blocked: 3 },
  last_webhook_at: '2026-11-20T03:00:00.000Z',
};

describe.each(LANGUAGES)('LINE screen in %s', (locale, messages) => {
  it('draws the tabs, the connection part first', () => {
    search = '';
    const html = drawScreen(locale, messages, <LineScreen canSend />);
    expectTestIds(html, [
      'line-screen',
      'line-tab-connection',
      'line-tab-members',
      'line-tab-delivery',
      'line-conn-loading',
    ]);
    expect(openingTag(html, 'line-tab-connection')).toContain('aria-selected="true"');
    expect(openingTag(html, 'line-tab-members')).toContain('aria-selected="false"');
  });

  it('draws the settings, the URLs to copy, the counts and the check of coupon 2', () => {
    const html = drawScreen(
      locale,
      messages,
      <LineConnectionPanel connection={connection} canCheck />,
    );
    expectTestIds(html, [
      'line-connection',
      'line-conn-status',
      'line-conn-check',
      'line-conn-login-channel-id',
      'line-conn-token',
      'line-conn-channel-secret',
      'line-conn-liff-id',
      'line-conn-api-base',
      'line-conn-enterprise',
      'line-conn-webhook-url',
      'line-conn-webhook-url-copy',
      'line-conn-member-url',
      'line-conn-member-url-copy',
      'line-conn-count-members',
      'line-conn-last-webhook',
    ]);
    expect(html).toContain('https://shop.example/api/line/webhook');
    expect(html).toContain('https://liff.line.me/1650000000-AbCdEf12');
    expect(html).toContain('1,234');
    // The channel secret is missing: the status line names it.
    expect(openingTag(html, 'line-conn-status')).toContain('data-status="missing"');
    expect(html).toContain('LINE_CHANNEL_SECRET');
    expect(openingTag(html, 'line-conn-token')).toContain('data-set="true"');

    const reader = drawScreen(
      locale,
      messages,
      <LineConnectionPanel
        connection={{ ...connection, channel_secret_set: true, serves_this_enterprise: false }}
        canCheck={false}
      />,
    );
    expect(reader).not.toContain('data-testid="line-conn-check"');
    expect(openingTag(reader, 'line-conn-status')).toContain('data-status="otherShop"');
  });

  it('draws the members with their filters, selection and the send button of coupon 2', () => {
    search = 'tab=members';
    const html = drawScreen(locale, messages, <LineScreen canSend />);
    expectTestIds(html, [
      'line-members',
      'line-members-table',
      'line-members-table-search',
      'line-members-filter-audience',
      'line-members-table-filter-status',
      'line-members-select-page',
      'line-members-selected',
      'line-members-send',
    ]);
    expect(openingTag(html, 'line-tab-members')).toContain('aria-selected="true"');
    // Following and not blocked by default.
    expect(html).toMatch(/<option value="reachable" selected="">/);
    const reader = drawScreen(locale, messages, <LineScreen canSend={false} />);
    expect(reader).not.toContain('data-testid="line-members-send"');
  });

  it('draws the delivery results with their filters', () => {
    search = 'tab=delivery';
    const html = drawScreen(locale, messages, <LineScreen canSend={false} />);
    expectTestIds(html, [
      'line-messages',
      'line-messages-table',
      'line-messages-table-search',
      'line-messages-table-filter-status',
      'line-messages-table-filter-kind',
      'line-messages-table-dates-input',
      'line-messages-refresh',
    ]);
  });

  it('draws each delivery status', () => {
    for (const status of ['queued', 'sent', 'failed']) {
      const html = drawScreen(
        locale,
        messages,
        <LineMessageStatusBadge status={status} testId="badge" />,
      );
      expect(openingTag(html, 'badge')).toContain(`data-status="${status}"`);
    }
  });
});
