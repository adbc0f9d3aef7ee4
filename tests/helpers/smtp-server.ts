import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A message as the local server received it, decoded enough for assertions. */
export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  subject: string;
  messageId: string;
  text: string;
  html: string;
}

export interface LocalSmtpServer {
  host: string;
  port: number;
  messages: ReceivedMail[];
  /** Resolves with the first message (already received or still to come) that matches. */
  waitForMail(match: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  /** The next `count` messages are refused with `code` (4xx: try later, 5xx: for good). */
  refuseNext(count: number, code?: number): void;
  close(): Promise<void>;
}

/**
 * Starts an SMTP server on 127.0.0.1 and a free port that accepts every message without
 * TLS or authentication and keeps it in `messages`. Point SMTP_HOST/SMTP_PORT at it.
 */
export async function startSmtpServer(): Promise<LocalSmtpServer> {
  const messages: ReceivedMail[] = [];
  const waiters: { match: (m: ReceivedMail) => boolean; resolve: (m: ReceivedMail) => void }[] = [];
  let refuse = { count: 0, code: 451 };

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refuse.count > 0) {
          refuse = { ...refuse, count: refuse.count - 1 };
          const error = Object.assign(new Error('refused by the test server'), {
            responseCode: refuse.code,
          });
          callback(error);
          return;
        }
        const mail = parseMail(Buffer.concat(chunks).toString('utf8'), {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
        });
        messages.push(mail);
        for (const w of [...waiters]) {
          if (w.match(mail)) {
            waiters.splice(waiters.indexOf(w), 1);
            w.resolve(mail);
          }
        }
        callback();
      });
    },
  });

  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    const net = server.listen(0, '127.0.0.1', () => resolve((net.address() as AddressInfo).port));
  });

  return {
    host: '127.0.0.1',
    port,
    messages,
    waitForMail(match, timeoutMs = 15_000) {
      const found = messages.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const waiter = { match, resolve: (m: ReceivedMail) => (clearTimeout(timer), resolve(m)) };
        const timer = setTimeout(() => {
          waiters.splice(waiters.indexOf(waiter), 1);
          reject(
            new Error(`no matching mail within ${timeoutMs} ms (received ${messages.length})`),
          );
        }, timeoutMs);
        waiters.push(waiter);
      });
    },
    refuseNext(count, code = 451) {
      refuse = { count, code };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// ---- a small MIME reader: enough for what nodemailer writes ----------------------------

function splitHead(part: string): { headers: Map<string, string>; body: string } {
  const at = part.search(/\r?\n\r?\n/);
  const head = at < 0 ? part : part.slice(0, at);
  const body = at < 0 ? '' : part.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const soft = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < soft.length; i++) {
    const c = soft[i]!;
    if (c === '=' && /^[0-9A-Fa-f]{2}$/.test(soft.slice(i + 1, i + 3))) {
      bytes.push(parseInt(soft.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(c, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch ((encoding ?? '').toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable':
      return decodeQuotedPrintable(body);
    default:
      return body;
  }
}

/** RFC 2047 encoded words (=?UTF-8?B?...?= and =?UTF-8?Q?...?=). */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(
      /=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g,
      (_, _charset: string, kind: string, data: string) =>
        kind.toUpperCase() === 'B'
          ? Buffer.from(data, 'base64').toString('utf8')
          : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

function collectParts(part: string, out: { text: string; html: string }): void {
  const { headers, body } = splitHead(part);
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    const pieces = body.split(`--${boundary}`).slice(1);
    for (const piece of pieces) {
      if (piece.startsWith('--')) break;
      collectParts(piece.replace(/^\r?\n/, ''), out);
    }
    return;
  }
  const decoded = decodeBody(body, headers.get('content-transfer-encoding'));
  if (type.toLowerCase().startsWith('text/html')) out.html += decoded;
  else if (type.toLowerCase().startsWith('text/plain')) out.text += decoded;
}

function parseMail(raw: string, envelope: { from: string; to: string[] }): ReceivedMail {
  const { headers } = splitHead(raw);
  const out = { text: '', html: '' };
  collectParts(raw, out);
  return {
    ...envelope,
    raw,
    subject: decodeHeader(headers.get('subject') ?? ''),
    messageId: headers.get('message-id') ?? '',
    text: out.text,
    html: out.html,
  };
}
