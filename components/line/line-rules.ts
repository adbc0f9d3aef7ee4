import type { LineConnection } from '@/lib/domain/line/schemas';

// Pure rules of the LINE screen (line-rules.test.ts): what the connection's status line
// says, which members the Members part lists by default, when the delivery list refreshes.

export type ConnectionStatus =
  { kind: 'ready' } | { kind: 'missing'; names: string[] } | { kind: 'otherShop' };

/** The variables still missing for sends and the webhook, else whether this shop is served. */
export function connectionStatus(c: LineConnection): ConnectionStatus {
  const names = [
    !c.login_channel_id && 'LINE_LOGIN_CHANNEL_ID',
    !c.messaging_token_set && 'LINE_MESSAGING_ACCESS_TOKEN',
    !c.channel_secret_set && 'LINE_CHANNEL_SECRET',
    !c.enterprise_code_set && 'LINE_ENTERPRISE_CODE',
  ].filter((n): n is string => Boolean(n));
  if (names.length) return { kind: 'missing', names };
  return c.serves_this_enterprise ? { kind: 'ready' } : { kind: 'otherShop' };
}

/** Who the member table lists: by default those a send can reach. */
export const AUDIENCES = ['reachable', 'all', 'unfollowed', 'blocked'] as const;
export type Audience = (typeof AUDIENCES)[number];

export function audienceOf(value: string): Audience {
  return (AUDIENCES as readonly string[]).includes(value) ? (value as Audience) : 'reachable';
}

/** The member list's query (GET /api/v2/member) for an audience. */
export function audienceQuery(audience: Audience): Record<string, number> {
  switch (audience) {
    case 'reachable':
      return { following: 1, blocked: 0 };
    case 'unfollowed':
      return { following: 0 };
    case 'blocked':
      return { blocked: 1 };
    case 'all':
      return {};
  }
}

/** Every few seconds while a shown send is still queued. */
export const DELIVERY_REFRESH_MS = 5_000;

export const hasQueued = (rows: ReadonlyArray<{ status: string }>) =>
  rows.some((r) => r.status === 'queued');
