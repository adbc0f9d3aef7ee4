import { Prisma } from '@/lib/generated/prisma/client';
import { sqlRunner, type TenantDb } from '@/lib/db';
import { env } from '@/lib/env';
import { AppError } from '@/lib/errors';
import { getBotInfo } from '@/lib/domain/line/client';
import { lineConfig, type LineConfig } from '@/lib/domain/line/config';
import type { LineBotInfo, LineConnection } from '@/lib/domain/line/schemas';

// The seller's LINE Official Account as the back office shows it (docs/members.md, The
// LINE screen): this deployment's configuration without any secret's value, the addresses
// to paste into LINE's console, the members' counts and the last webhook event; and the
// check that asks LINE whether the channel access token works.

interface CountRow {
  members: bigint | number;
  following: bigint | number;
  verified: bigint | number;
  blocked: bigint | number;
  last_webhook_at: Date | null;
}

async function servesEnterprise(
  db: TenantDb,
  enterpriseId: number,
  config: LineConfig,
): Promise<boolean> {
  if (!config.enterpriseCode) return false;
  const e = await db.enterprise.findUnique({ where: { id: enterpriseId }, select: { code: true } });
  return e?.code === config.enterpriseCode;
}

/** The member page: the LIFF URL when a LIFF app is set, else the app's own /liff. */
export function memberPageUrl(appUrl: string, liffId: string | undefined): string {
  return liffId
    ? `https://liff.line.me/${encodeURIComponent(liffId)}`
    : `${appUrl.replace(/\/$/, '')}/liff`;
}

export async function lineConnection(
  db: TenantDb,
  enterpriseId: number,
  config: LineConfig = lineConfig(),
): Promise<LineConnection> {
  const appUrl = env().APP_URL.replace(/\/$/, '');
  const [row] = await sqlRunner(db).rows<CountRow>(Prisma.sql`
      SELECT (SELECT COUNT(*) FROM members m WHERE m.enterprise_id = ${enterpriseId}) AS members,
             (SELECT COUNT(*) FROM members m
               WHERE m.enterprise_id = ${enterpriseId} AND m.unfollowed_at IS NULL) AS following,
             (SELECT COUNT(*) FROM members m
               WHERE m.enterprise_id = ${enterpriseId} AND m.status = 1) AS verified,
             (SELECT COUNT(*) FROM members m
               WHERE m.enterprise_id = ${enterpriseId} AND m.status = 2) AS blocked,
             (SELECT MAX(e.created_at) FROM line_webhook_events e
               WHERE e.enterprise_id = ${enterpriseId}) AS last_webhook_at`);
  const serves = await servesEnterprise(db, enterpriseId, config);
  return {
    login_channel_id: config.loginChannelId ?? null,
    login_channel_secret_set: Boolean(env().LINE_LOGIN_CHANNEL_SECRET),
    messaging_token_set: Boolean(config.messagingAccessToken),
    channel_secret_set: Boolean(config.channelSecret),
    liff_id: config.liffId ?? null,
    api_base: config.apiBase,
    enterprise_code_set: Boolean(config.enterpriseCode),
    serves_this_enterprise: serves,
    webhook_url: `${appUrl}/api/line/webhook`,
    member_page_url: memberPageUrl(appUrl, config.liffId),
    counts: {
      members: Number(row?.members ?? 0),
      following: Number(row?.following ?? 0),
      verified: Number(row?.verified ?? 0),
      blocked: Number(row?.blocked ?? 0),
    },
    last_webhook_at: row?.last_webhook_at?.toISOString() ?? null,
  };
}

/**
 * Asks LINE whether the messaging token works (GET /v2/bot/info). Only the enterprise the
 * deployment's channels serve (LINE_ENTERPRISE_CODE) may ask: another enterprise would
 * read the name of an Official Account that is not its own.
 */
export async function checkLineConnection(
  db: TenantDb,
  enterpriseId: number,
  config: LineConfig = lineConfig(),
): Promise<LineBotInfo> {
  if (!config.enterpriseCode)
    throw new AppError('line.notConfigured', 'LINE_ENTERPRISE_CODE is not set');
  if (!(await servesEnterprise(db, enterpriseId, config)))
    throw new AppError(
      'line.notConfigured',
      'LINE_ENTERPRISE_CODE names another enterprise: the channels are not this one',
    );
  const bot = await getBotInfo(config);
  return {
    user_id: bot.userId,
    basic_id: bot.basicId,
    display_name: bot.displayName,
    picture_url: bot.pictureUrl,
    chat_mode: bot.chatMode,
    mark_as_read_mode: bot.markAsReadMode,
    checked_at: new Date().toISOString(),
  };
}
