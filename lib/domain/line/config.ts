import { env } from '@/lib/env';
import { AppError } from '@/lib/errors';

/** Where LINE is and the channels' credentials (docs/members.md, Configuration). */
export interface LineConfig {
  apiBase: string;
  /** LINE's data host (message content), LINE_DATA_API_BASE. */
  dataApiBase: string;
  loginChannelId?: string;
  messagingAccessToken?: string;
  channelSecret?: string;
  liffId?: string;
  enterpriseCode?: string;
}

export function lineConfig(): LineConfig {
  const e = env();
  return {
    apiBase: e.LINE_API_BASE.replace(/\/$/, ''),
    dataApiBase: e.LINE_DATA_API_BASE.replace(/\/$/, ''),
    loginChannelId: e.LINE_LOGIN_CHANNEL_ID,
    messagingAccessToken: e.LINE_MESSAGING_ACCESS_TOKEN,
    channelSecret: e.LINE_CHANNEL_SECRET,
    liffId: e.LINE_LIFF_ID,
    enterpriseCode: e.LINE_ENTERPRISE_CODE,
  };
}

/** The value, or `line.notConfigured` naming the variable that is missing. */
export function required(value: string | undefined, name: string): string {
  if (!value) throw new AppError('line.notConfigured', `${name} is not set`);
  return value;
}
