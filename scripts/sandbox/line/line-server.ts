import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomBytes, randomUUID } from 'node:crypto';
import QRCode from 'qrcode';
import { lineSignature } from '@/lib/domain/line/signature';
import { slipQrPayload } from '@/lib/domain/payments/slip-qr';
import { closeServer, controlBody, listen, redirect, sendJson } from '../platforms/sandbox-kit';
import { LineStore, type AcceptedPush, type IssuedToken } from './line-store';

// The local LINE (docs/platform-sandbox.md, LINE): the calls the members use, as LINE's
// documentation describes them (the shared platforms notes, LINE 4):
//   POST /oauth2/v2.1/verify  form id_token, client_id: 200 {iss, sub, aud, exp, iat, name}
//        for a token this server issued for that channel; 400 for an unknown or expired
//        token or another client_id
//   GET  /v2/profile          Bearer access token: {userId, displayName, pictureUrl}
//   POST /v2/bot/message/push Bearer channel access token, X-Line-Retry-Key: 200; the same
//        key again 409 (already accepted); can be told to answer 429 or 500 first
//   GET  /v2/bot/info         Bearer channel access token: {userId, basicId, displayName,
//        pictureUrl, chatMode, markAsReadMode}; another token 401 like LINE
//   GET  /v2/bot/message/{messageId}/content   (LINE's data host, LINE_DATA_API_BASE)
//        Bearer channel access token: the bytes a user sent; an unknown id 404
// and a control API, JSON:
//   POST /__sandbox/line/id-token {userId?, name?, clientId?, expiresIn?}
//        -> {id_token, access_token, user_id}
//   GET  /__sandbox/line/login?sub=U<32 hex>&name=<display name>&redirect_uri=<url>
//        -> 302 to redirect_uri#id_token=<token>: a sign-in as LINE's LIFF would do it, for
//        the member's page (/liff) in a browser; the token is issued as by id-token (so
//        /oauth2/v2.1/verify accepts it). Only redirect URIs on the app's origin (appUrl)
//        or on localhost / 127.0.0.1 are followed (400 otherwise: no open redirect)
//   GET  /__sandbox/line/pushes                         -> AcceptedPush[]
//   POST /__sandbox/line/fail     {count, status?}      next pushes or content calls answer status (429)
//   POST /__sandbox/line/lose     {count}               next pushes accepted, answered 500
//   POST /__sandbox/line/webhook  {type: follow|unfollow, userId, eventId?, url?}
//        -> {status, eventId}: the signed event sent to the app's webhook
//   POST /__sandbox/line/image    {userId, image_base64?, content_type?, url?}
//        -> {status, eventId, messageId}: the user sends a picture in the chat (by default
//        a slip-like PNG whose QR is a bank slip's, with a fresh reference): its content
//        kept for the content call, the signed `message` event (type image) sent to the
//        app's webhook (docs/members.md, LINE orders)
//   POST /__sandbox/line/reset

export interface LineSandboxOptions {
  port?: number;
  host?: string;
  /** The LINE Login channel id ID tokens are issued for. */
  channelId?: string;
  channelSecret?: string;
  /** The Messaging API channel access token pushes must carry. */
  accessToken?: string;
  /** The Messaging API channel secret the webhook is signed with. */
  webhookSecret?: string;
  /** The app's webhook (POST /api/line/webhook). */
  webhookUrl?: string | null;
  /** The Official Account GET /v2/bot/info describes. */
  bot?: { userId?: string; basicId?: string; displayName?: string };
  /** The app's address: the sandbox login redirects only there (or to localhost). */
  appUrl?: string;
}

export interface LineSandbox {
  url: string;
  /** The variables that point the app at this server. */
  env: Record<string, string>;
  store: LineStore;
  issueIdToken(input?: {
    userId?: string;
    name?: string;
    clientId?: string;
    expiresIn?: number;
  }): IssuedToken;
  pushes(): AcceptedPush[];
  failNext(count: number, status?: number): void;
  loseNextAnswers(count: number): void;
  /** A signed follow or unfollow to the webhook; resolves to the HTTP status it got. */
  sendEvent(input: {
    type: 'follow' | 'unfollow';
    userId: string;
    eventId?: string;
    url?: string;
    signature?: string;
  }): Promise<{ status: number; eventId: string; body: string }>;
  /**
   * A picture the user sends in the chat: its content kept (GET .../content) and the
   * webhook body of its `message` event, unsigned and unsent (tests post it themselves).
   * Without bytes: a slip-like PNG with a bank slip's QR (`slipRef` its reference).
   */
  imageMessage(input: {
    userId: string;
    bytes?: Buffer;
    contentType?: string;
    eventId?: string;
  }): Promise<{ messageId: string; eventId: string; body: string; slipRef: string | null }>;
  setWebhookUrl(url: string | null): void;
  close(): Promise<void>;
}

/** A picture of a transfer slip as the sandbox sends one: a PNG of a bank slip's QR. */
export async function sandboxSlipPng(): Promise<{ bytes: Buffer; slipRef: string }> {
  const slipRef = `SBX${randomBytes(8).toString('hex').toUpperCase()}`;
  const bytes = await QRCode.toBuffer(slipQrPayload({ sendingBank: '004', transRef: slipRef }), {
    type: 'png',
    scale: 6,
    margin: 4,
  });
  return { bytes, slipRef };
}

const bad = (res: ServerResponse, description: string) =>
  sendJson(res, 400, { error: 'invalid_request', error_description: description });

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Where the sandbox login may send the browser back to: an http(s) URL on the app's own
 * origin or on this machine. Anything else is refused, so the login is no open redirect.
 */
export function allowedRedirect(uri: string, appUrl: string | undefined): URL | null {
  let target: URL;
  try {
    target = new URL(uri);
  } catch {
    return null;
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return null;
  if (target.username || target.password) return null;
  if (LOOPBACK.has(target.hostname)) return target;
  try {
    return appUrl && new URL(appUrl).origin === target.origin ? target : null;
  } catch {
    return null;
  }
}

export async function startLineSandbox(options: LineSandboxOptions = {}): Promise<LineSandbox> {
  const channelId = options.channelId ?? '1650000000';
  const channelSecret = options.channelSecret ?? 'sandbox-login-secret';
  const accessToken = options.accessToken ?? 'sandbox-messaging-token';
  const webhookSecret = options.webhookSecret ?? 'sandbox-channel-secret';
  let webhookUrl = options.webhookUrl ?? null;
  const appUrl = options.appUrl ?? process.env.APP_URL;
  const store = new LineStore();

  // The LIFF sign-in of the sandbox: a token for that user, handed back in the fragment
  // (never the query, so it stays out of the app's logs), as LIFF hands it to the page.
  function login(res: ServerResponse, u: URL) {
    const sub = u.searchParams.get('sub') ?? '';
    if (sub && !/^U[0-9a-f]{32}$/.test(sub)) return bad(res, 'sub must be U and 32 hex digits.');
    const target = allowedRedirect(u.searchParams.get('redirect_uri') ?? '', appUrl);
    if (!target) return bad(res, 'redirect_uri is not the app.');
    const t = store.issue({
      userId: sub || undefined,
      name: u.searchParams.get('name') || undefined,
      clientId: channelId,
    });
    target.hash = `id_token=${encodeURIComponent(t.idToken)}`;
    redirect(res, target.toString());
  }

  function verify(res: ServerResponse, raw: string) {
    const form = new URLSearchParams(raw);
    const token = store.tokens.get(form.get('id_token') ?? '');
    if (!form.get('id_token')) return bad(res, 'id_token is required.');
    if (!token) return bad(res, 'Invalid IdToken.');
    if (token.exp * 1000 < Date.now()) return bad(res, 'IdToken expired.');
    if (form.get('client_id') !== token.clientId) return bad(res, 'Invalid IdToken Audience.');
    sendJson(res, 200, {
      iss: 'https://access.line.me',
      sub: token.userId,
      aud: token.clientId,
      exp: token.exp,
      iat: token.exp - 3600,
      amr: ['linesso'],
      name: token.name,
    });
  }

  function profile(req: IncomingMessage, res: ServerResponse) {
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
    const token = store.accessTokens.get(bearer);
    if (!token) return sendJson(res, 401, { message: 'invalid token' });
    sendJson(res, 200, { userId: token.userId, displayName: token.name, pictureUrl: null });
  }

  const refuseToken = (res: ServerResponse) =>
    sendJson(res, 401, {
      message:
        'Authentication failed. Confirm that the access token in the authorization header is valid.',
    });

  // LINE's "Get bot info": the Official Account of the channel the token belongs to.
  function botInfo(req: IncomingMessage, res: ServerResponse) {
    if (req.headers.authorization !== `Bearer ${accessToken}`) return refuseToken(res);
    sendJson(res, 200, {
      userId: options.bot?.userId ?? 'Ub0000000000000000000000000000000',
      basicId: options.bot?.basicId ?? '@sandbox',
      displayName: options.bot?.displayName ?? 'ร้านทดสอบ (Sandbox)',
      pictureUrl: 'https://profile.line-scdn.net/sandbox',
      chatMode: 'chat',
      markAsReadMode: 'manual',
    });
  }

  function push(req: IncomingMessage, res: ServerResponse, raw: string) {
    if (req.headers.authorization !== `Bearer ${accessToken}`) return refuseToken(res);
    const failure = store.failures.shift();
    if (failure)
      return sendJson(res, failure, {
        message: failure === 429 ? 'Too many requests' : 'Internal error',
      });
    const retryKey = (req.headers['x-line-retry-key'] as string | undefined) ?? null;
    if (
      retryKey &&
      !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(retryKey)
    )
      return sendJson(res, 400, { message: 'The retry key is invalid' });
    if (retryKey && store.retryKeys.has(retryKey)) {
      res.setHeader('x-line-accepted-request-id', randomUUID());
      return sendJson(res, 409, { message: 'The retry key is already accepted', sentMessages: [] });
    }
    let body: { to?: unknown; messages?: unknown };
    try {
      body = JSON.parse(raw) as typeof body;
    } catch {
      return sendJson(res, 400, { message: 'The request body has 1 error(s)' });
    }
    const messages = Array.isArray(body.messages)
      ? (body.messages as AcceptedPush['messages'])
      : [];
    if (typeof body.to !== 'string' || !/^U[0-9a-f]{32}$/.test(body.to))
      return sendJson(res, 400, { message: "The property, 'to', in the request body is invalid" });
    if (messages.length < 1 || messages.length > 5)
      return sendJson(res, 400, { message: 'Size must be between 1 and 5' });
    if (retryKey) store.retryKeys.add(retryKey);
    store.pushes.push({ to: body.to, messages, retryKey, at: Date.now() });
    if (store.lostAnswers > 0) {
      store.lostAnswers--;
      return sendJson(res, 500, { message: 'Internal error' });
    }
    sendJson(res, 200, {
      sentMessages: messages.map(() => ({ id: randomUUID(), quoteToken: randomUUID() })),
    });
  }

  // LINE's "Get content": what a user sent, from the data host, with the channel token.
  function content(req: IncomingMessage, res: ServerResponse, messageId: string) {
    if (req.headers.authorization !== `Bearer ${accessToken}`) return refuseToken(res);
    const failure = store.failures.shift();
    if (failure) return sendJson(res, failure, { message: 'Internal error' });
    const found = store.contents.get(messageId);
    if (!found) return sendJson(res, 404, { message: 'Not found' });
    res.writeHead(200, {
      'content-type': found.contentType,
      'content-length': found.bytes.length,
    });
    res.end(found.bytes);
  }

  const newEventId = () => `01${randomUUID().replace(/-/g, '').toUpperCase().slice(0, 24)}`;

  async function imageMessage(input: Parameters<LineSandbox['imageMessage']>[0]) {
    const slip = input.bytes ? null : await sandboxSlipPng();
    const messageId = store.addContent(
      input.bytes ?? slip!.bytes,
      input.contentType ?? (input.bytes ? 'image/jpeg' : 'image/png'),
    );
    const eventId = input.eventId ?? newEventId();
    const body = JSON.stringify({
      destination: 'Usandboxbot00000000000000000000000',
      events: [
        {
          type: 'message',
          mode: 'active',
          timestamp: Date.now(),
          source: { type: 'user', userId: input.userId },
          webhookEventId: eventId,
          deliveryContext: { isRedelivery: false },
          replyToken: randomUUID().replace(/-/g, ''),
          message: { type: 'image', id: messageId, contentProvider: { type: 'line' } },
        },
      ],
    });
    return { messageId, eventId, body, slipRef: slip?.slipRef ?? null };
  }

  async function sendEvent(input: Parameters<LineSandbox['sendEvent']>[0]) {
    const url = input.url ?? webhookUrl;
    if (!url) throw new Error('no webhook URL');
    const eventId = input.eventId ?? newEventId();
    const raw = JSON.stringify({
      destination: 'Usandboxbot00000000000000000000000',
      events: [
        {
          type: input.type,
          mode: 'active',
          timestamp: Date.now(),
          source: { type: 'user', userId: input.userId },
          webhookEventId: eventId,
          deliveryContext: { isRedelivery: false },
          ...(input.type === 'follow' ? { replyToken: randomUUID().replace(/-/g, '') } : {}),
        },
      ],
    });
    const res = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-line-signature': input.signature ?? lineSignature(webhookSecret, raw),
      },
      body: raw,
    });
    return { status: res.status, eventId, body: raw };
  }

  const { server, url } = await listen(
    async (req, res, u, raw) => {
      const path = u.pathname;
      if (req.method === 'GET' && path === '/__sandbox/line/login') return login(res, u);
      if (path.startsWith('/__sandbox/line/')) {
        const body = controlBody(raw);
        switch (path.slice('/__sandbox/line/'.length)) {
          case 'id-token': {
            const t = store.issue({
              userId: body.userId ? String(body.userId) : undefined,
              name: body.name ? String(body.name) : undefined,
              clientId: body.clientId ? String(body.clientId) : channelId,
              expiresIn: body.expiresIn !== undefined ? Number(body.expiresIn) : undefined,
            });
            return sendJson(res, 200, {
              id_token: t.idToken,
              access_token: t.accessToken,
              user_id: t.userId,
            });
          }
          case 'pushes':
            return sendJson(res, 200, store.pushes);
          case 'fail':
            store.failures.push(
              ...Array.from({ length: Number(body.count ?? 1) }, () => Number(body.status ?? 429)),
            );
            return sendJson(res, 200, { ok: true });
          case 'lose':
            store.lostAnswers += Number(body.count ?? 1);
            return sendJson(res, 200, { ok: true });
          case 'webhook': {
            const r = await sendEvent({
              type: body.type === 'unfollow' ? 'unfollow' : 'follow',
              userId: String(body.userId ?? ''),
              eventId: body.eventId ? String(body.eventId) : undefined,
              url: body.url ? String(body.url) : undefined,
            });
            return sendJson(res, 200, { status: r.status, eventId: r.eventId });
          }
          case 'image': {
            const target = body.url ? String(body.url) : webhookUrl;
            if (!target) return sendJson(res, 400, { error: 'no webhook URL' });
            const m = await imageMessage({
              userId: String(body.userId ?? ''),
              bytes: body.image_base64
                ? Buffer.from(String(body.image_base64), 'base64')
                : undefined,
              contentType: body.content_type ? String(body.content_type) : undefined,
            });
            const r = await fetch(target, {
              method: 'POST',
              headers: {
                'content-type': 'application/json',
                'x-line-signature': lineSignature(webhookSecret, m.body),
              },
              body: m.body,
            });
            return sendJson(res, 200, {
              status: r.status,
              eventId: m.eventId,
              messageId: m.messageId,
              slipRef: m.slipRef,
            });
          }
          case 'reset':
            store.reset();
            return sendJson(res, 200, { ok: true });
          default:
            return sendJson(res, 404, { error: 'unknown control' });
        }
      }
      if (req.method === 'POST' && path === '/oauth2/v2.1/verify') return verify(res, raw);
      if (req.method === 'GET' && path === '/v2/profile') return profile(req, res);
      if (req.method === 'POST' && path === '/v2/bot/message/push') return push(req, res, raw);
      if (req.method === 'GET' && path === '/v2/bot/info') return botInfo(req, res);
      const contentPath = /^\/v2\/bot\/message\/([^/]+)\/content$/.exec(path);
      if (req.method === 'GET' && contentPath) return content(req, res, contentPath[1]!);
      sendJson(res, 404, { message: 'Not found' });
    },
    { port: options.port, host: options.host },
  );

  return {
    url,
    env: {
      LINE_API_BASE: url,
      LINE_DATA_API_BASE: url,
      LINE_LOGIN_CHANNEL_ID: channelId,
      LINE_LOGIN_CHANNEL_SECRET: channelSecret,
      LINE_MESSAGING_ACCESS_TOKEN: accessToken,
      LINE_CHANNEL_SECRET: webhookSecret,
    },
    store,
    issueIdToken: (input = {}) => store.issue({ ...input, clientId: input.clientId ?? channelId }),
    pushes: () => store.pushes,
    failNext: (count, status = 429) =>
      store.failures.push(...Array.from({ length: count }, () => status)),
    loseNextAnswers: (count) => {
      store.lostAnswers += count;
    },
    sendEvent,
    imageMessage,
    setWebhookUrl: (u) => {
      webhookUrl = u;
    },
    close: () => closeServer(server),
  };
}
