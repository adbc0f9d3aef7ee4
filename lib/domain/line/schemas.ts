import { z } from 'zod';
import {
  blankToUndefined,
  intFilter,
  limitParam,
  pageParam,
  searchParam,
  sortParam,
} from '@/lib/domain/shared/list-query';
import { bangkokDate } from '@/lib/time/bangkok-days';

// The answers and inputs of the LINE Official Account screen's calls (docs/members.md,
// The LINE screen). Zod and plain data only, so the screen may take the types.

/** What this deployment's LINE configuration is, never a secret's value. */
export const lineConnectionSchema = z.object({
  login_channel_id: z.string().nullable(),
  login_channel_secret_set: z.boolean(),
  messaging_token_set: z.boolean(),
  channel_secret_set: z.boolean(),
  liff_id: z.string().nullable(),
  api_base: z.string(),
  /** LINE_ENTERPRISE_CODE is set at all. */
  enterprise_code_set: z.boolean(),
  /** LINE_ENTERPRISE_CODE is this enterprise: the webhook and member page serve it. */
  serves_this_enterprise: z.boolean(),
  /** To paste in the LINE Developers console (Messaging API, Webhook URL). */
  webhook_url: z.string(),
  /** The member page: the LIFF URL when LINE_LIFF_ID is set, else APP_URL + /liff. */
  member_page_url: z.string(),
  counts: z.object({
    members: z.number(),
    following: z.number(),
    verified: z.number(),
    blocked: z.number(),
  }),
  last_webhook_at: z.string().nullable(),
});
export type LineConnection = z.infer<typeof lineConnectionSchema>;

/** LINE's own answer to GET /v2/bot/info, as the check passes it on. */
export const lineBotInfoSchema = z.object({
  user_id: z.string().nullable(),
  basic_id: z.string().nullable(),
  display_name: z.string().nullable(),
  picture_url: z.string().nullable(),
  chat_mode: z.string().nullable(),
  mark_as_read_mode: z.string().nullable(),
  checked_at: z.string(),
});
export type LineBotInfo = z.infer<typeof lineBotInfoSchema>;

export const LINE_MESSAGE_STATUSES = ['queued', 'sent', 'failed'] as const;
export type LineMessageStatus = (typeof LINE_MESSAGE_STATUSES)[number];
/** text and coupon sends (the LINE screen), order: a LINE order's summary and QR. */
export const LINE_MESSAGE_KINDS = ['text', 'coupon', 'order'] as const;

export const lineMessageListQuery = z.object({
  page: pageParam,
  limit: limitParam,
  q: searchParam.describe('the text sent, the coupon code, or the member name'),
  status: z.preprocess(blankToUndefined, z.enum(LINE_MESSAGE_STATUSES).optional()),
  kind: z.preprocess(blankToUndefined, z.enum(LINE_MESSAGE_KINDS).optional()),
  member_id: intFilter(1, 2_147_483_647),
  start_date: bangkokDate.describe('first Bangkok day of created_at, YYYY-MM-DD'),
  end_date: bangkokDate.describe('last Bangkok day of created_at, YYYY-MM-DD (at most 31 days)'),
  sort: sortParam(['created_at', 'sent_at']),
});
export type LineMessageListQuery = z.output<typeof lineMessageListQuery>;

export const lineMessageSchema = z.object({
  id: z.number(),
  member_id: z.number(),
  member_name: z.string().nullable(),
  kind: z.string(),
  text: z.string(),
  coupon_code: z.string().nullable(),
  status: z.string(),
  error: z.string().nullable(),
  attempts: z.number(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type LineMessageView = z.infer<typeof lineMessageSchema>;

/** Sends per status under the list's other filters (the status filter's counts). */
export type LineMessageCounts = Record<LineMessageStatus, number>;
