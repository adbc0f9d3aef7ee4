import { describe, expect, it } from 'vitest';
import type { LineConnection } from '@/lib/domain/line/schemas';
import {
  audienceOf,
  audienceQuery,
  connectionStatus,
  hasQueued,
} from '@/components/line/line-rules';

const ready: LineConnection = {
  login_channel_id: '1650000000',
  login_channel_secret_set: true,
  messaging_token_set: true,
  channel_secret_set: true,
  liff_id: null,
  api_base: 'https://api.line.me',
  enterprise_code_set: true,
  serves_this_enterprise: true,
  webhook_url: 'https://shop.example/api/line/webhook',
  member_page_url: 'https://shop.example/liff',
  counts: { members: 3, following: 2, verified: 1, blocked: 0 },
  last_webhook_at: null,
};

describe('the LINE screen rules', () => {
  it('names the missing variables, else tells whether this shop is served', () => {
    expect(connectionStatus(ready)).toEqual({ kind: 'ready' });
    expect(connectionStatus({ ...ready, serves_this_enterprise: false })).toEqual({
      kind: 'otherShop',
    });
    expect(
      connectionStatus({
        ...ready,
        messaging_token_set: false,
        enterprise_code_set: false,
        serves_this_enterprise: false,
      }),
    ).toEqual({ kind: 'missing', names: ['LINE_MESSAGING_ACCESS_TOKEN', 'LINE_ENTERPRISE_CODE'] });
  });

  it('lists members a send can reach by default', () => {
    expect(audienceOf('')).toBe('reachable');
    expect(audienceOf('nonsense')).toBe('reachable');
    expect(audienceOf('all')).toBe('all');
    expect(audienceQuery('reachable')).toEqual({ following: 1, blocked: 0 });
    expect(audienceQuery('unfollowed')).toEqual({ following: 0 });
    expect(audienceQuery('blocked')).toEqual({ blocked: 1 });
    expect(audienceQuery('all')).toEqual({});
  });

  it('refreshes while a shown send is queued', () => {
    expect(hasQueued([{ status: 'sent' }, { status: 'queued' }])).toBe(true);
    expect(hasQueued([{ status: 'sent' }, { status: 'failed' }])).toBe(false);
    expect(hasQueued([])).toBe(false);
  });
});
