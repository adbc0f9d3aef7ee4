import { randomBytes } from 'node:crypto';

// What the local LINE remembers (scripts/sandbox/line/line-server.ts): the ID tokens it
// issued, the pushes it accepted and their retry keys, and the failures it was told to
// answer. Plain memory, like LINE's own state seen from outside.

export interface IssuedToken {
  idToken: string;
  accessToken: string;
  userId: string;
  clientId: string;
  name: string;
  /** Unix seconds. */
  exp: number;
}

export interface AcceptedPush {
  to: string;
  messages: Array<{
    type: string;
    text?: string;
    originalContentUrl?: string;
    previewContentUrl?: string;
  }>;
  retryKey: string | null;
  at: number;
}

export class LineStore {
  tokens = new Map<string, IssuedToken>();
  accessTokens = new Map<string, IssuedToken>();
  pushes: AcceptedPush[] = [];
  retryKeys = new Set<string>();
  /** The next pushes answered with this status before anything else (429 rate limit, 500). */
  failures: number[] = [];
  /** The next pushes accepted but answered 500, as if the answer was lost on the way. */
  lostAnswers = 0;
  /** What users sent (image messages), by message id, for GET /v2/bot/message/{id}/content. */
  contents = new Map<string, { bytes: Buffer; contentType: string }>();
  private nextMessageId = 500_000_000_000_000 + Math.floor(Math.random() * 1_000_000) * 1000;

  /** Keeps the content of a new message a user sent; answers its (numeric) message id. */
  addContent(bytes: Buffer, contentType: string): string {
    const id = String(++this.nextMessageId);
    this.contents.set(id, { bytes, contentType });
    return id;
  }

  issue(input: {
    userId?: string;
    clientId: string;
    name?: string;
    expiresIn?: number;
  }): IssuedToken {
    const token: IssuedToken = {
      idToken: `sandbox-id.${randomBytes(24).toString('base64url')}`,
      accessToken: `sandbox-at.${randomBytes(24).toString('base64url')}`,
      userId: input.userId ?? `U${randomBytes(16).toString('hex')}`,
      clientId: input.clientId,
      name: input.name ?? 'ผู้ใช้ LINE ทดสอบ',
      exp: Math.floor(Date.now() / 1000) + (input.expiresIn ?? 3600),
    };
    this.tokens.set(token.idToken, token);
    this.accessTokens.set(token.accessToken, token);
    return token;
  }

  reset(): void {
    this.tokens.clear();
    this.accessTokens.clear();
    this.pushes = [];
    this.retryKeys.clear();
    this.failures = [];
    this.lostAnswers = 0;
    this.contents.clear();
  }
}
