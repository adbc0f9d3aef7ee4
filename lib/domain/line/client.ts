import { AppError } from '@/lib/errors';
import { lineConfig, required, type LineConfig } from '@/lib/domain/line/config';
import { LINE_USER_ID } from '@/lib/domain/line/line-user-id';
import { pushOutcome, type PushOutcome } from '@/lib/domain/line/push-decision';

// The LINE calls the members need (docs/members.md), against LINE_API_BASE so tests and the
// sandbox use the local LINE (scripts/sandbox/line/line-server.ts).

const TIMEOUT_MS = 10_000;

export interface LineIdentity {
  userId: string;
  name: string | null;
  picture: string | null;
}

async function lineFetch(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch {
    throw new AppError('line.unavailable', 'LINE did not answer');
  }
}

/**
 * Who the member is, from the ID token the LIFF page got from LINE: LINE checks the token
 * was issued for our LINE Login channel and is not expired, and answers its `sub`. A user
 * id sent by the browser is never believed.
 */
export async function verifyIdToken(
  idToken: string,
  config: LineConfig = lineConfig(),
): Promise<LineIdentity> {
  const clientId = required(config.loginChannelId, 'LINE_LOGIN_CHANNEL_ID');
  const res = await lineFetch(`${config.apiBase}/oauth2/v2.1/verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ id_token: idToken, client_id: clientId }).toString(),
  });
  if (res.status >= 500) throw new AppError('line.unavailable', `LINE answered ${res.status}`);
  const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (res.status !== 200) throw new AppError('line.idTokenInvalid', 'LINE refused the ID token');
  const sub = typeof body.sub === 'string' ? body.sub : '';
  if (!LINE_USER_ID.test(sub) || String(body.aud ?? clientId) !== clientId)
    throw new AppError('line.idTokenInvalid', 'the ID token is not for this channel');
  return {
    userId: sub,
    name: typeof body.name === 'string' ? body.name : null,
    picture: typeof body.picture === 'string' ? body.picture : null,
  };
}

/** A message of a push: a text, or an image by its https URLs (JPEG or PNG). */
export type LineOutgoingMessage =
  | { type: 'text'; text: string }
  | { type: 'image'; originalContentUrl: string; previewContentUrl: string };

export interface LinePushInput {
  to: string;
  messages: LineOutgoingMessage[];
  /** The same UUID on every try of one send (X-Line-Retry-Key). */
  retryKey: string;
  /** 1 on the first try. */
  attempt: number;
}

/** One try of a push; what its answer means is decided by pushOutcome. */
export async function pushMessage(
  input: LinePushInput,
  config: LineConfig = lineConfig(),
): Promise<PushOutcome> {
  const token = required(config.messagingAccessToken, 'LINE_MESSAGING_ACCESS_TOKEN');
  let res: Response;
  try {
    res = await fetch(`${config.apiBase}/v2/bot/message/push`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'x-line-retry-key': input.retryKey,
      },
      body: JSON.stringify({ to: input.to, messages: input.messages }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    return { kind: 'retry', reason: 'LINE did not answer' };
  }
  const body = await res.text().catch(() => '');
  return pushOutcome(res.status, {
    attempt: input.attempt,
    retryAfter: res.headers.get('retry-after'),
    body,
  });
}

/** LINE's answer to GET /v2/bot/info (Messaging API, "Get bot info"). */
export interface LineBotInfoAnswer {
  userId: string | null;
  basicId: string | null;
  displayName: string | null;
  pictureUrl: string | null;
  chatMode: string | null;
  markAsReadMode: string | null;
}

/**
 * Asks LINE who the Messaging API channel's bot is, with the channel access token: the one
 * call that tells whether the token works. 401/403 is the token refused
 * (`line.tokenRejected`); no answer, a 5xx or another status is `line.unavailable`.
 */
export async function getBotInfo(config: LineConfig = lineConfig()): Promise<LineBotInfoAnswer> {
  const token = required(config.messagingAccessToken, 'LINE_MESSAGING_ACCESS_TOKEN');
  const res = await lineFetch(`${config.apiBase}/v2/bot/info`, {
    method: 'GET',
    headers: { authorization: `Bearer ${token}` },
  });
  if (res.status === 401 || res.status === 403)
    throw new AppError('line.tokenRejected', `LINE answered ${res.status} to the channel token`);
  if (res.status !== 200) throw new AppError('line.unavailable', `LINE answered ${res.status}`);
  const body = (await res.json().catch(() => null)) as Record<string, unknown> | null;
  if (!body || typeof body !== 'object')
    throw new AppError('line.unavailable', 'LINE answered something that is not JSON');
  const text = (k: string) => (typeof body[k] === 'string' ? (body[k] as string) : null);
  return {
    userId: text('userId'),
    basicId: text('basicId'),
    displayName: text('displayName'),
    pictureUrl: text('pictureUrl'),
    chatMode: text('chatMode'),
    markAsReadMode: text('markAsReadMode'),
  };
}

/** The bytes a user sent in the chat (an image message), as LINE keeps them for a while. */
export interface LineMessageContent {
  bytes: Buffer;
  contentType: string | null;
}

/** The most a message's content is read to: a slip is at most 5 MB (the upload's cap). */
const MAX_CONTENT_BYTES = 10 * 1024 * 1024;

/**
 * GET {LINE_DATA_API_BASE}/v2/bot/message/{messageId}/content with the channel token:
 * what the user sent. 401/403: `line.tokenRejected`; anything else but 200 (404: gone, or
 * never there), no answer or more than 10 MB: `line.unavailable`.
 */
export async function getMessageContent(
  messageId: string,
  config: LineConfig = lineConfig(),
): Promise<LineMessageContent> {
  const token = required(config.messagingAccessToken, 'LINE_MESSAGING_ACCESS_TOKEN');
  const res = await lineFetch(
    `${config.dataApiBase}/v2/bot/message/${encodeURIComponent(messageId)}/content`,
    { method: 'GET', headers: { authorization: `Bearer ${token}` } },
  );
  if (res.status === 401 || res.status === 403)
    throw new AppError('line.tokenRejected', `LINE answered ${res.status} to the channel token`);
  if (res.status !== 200) throw new AppError('line.unavailable', `LINE answered ${res.status}`);
  const bytes = Buffer.from(await res.arrayBuffer());
  if (bytes.length > MAX_CONTENT_BYTES)
    throw new AppError('line.unavailable', 'the message content is too large');
  return { bytes, contentType: res.headers.get('content-type') };
}
