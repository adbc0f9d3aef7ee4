import { AppError } from '@/lib/errors';
import { canonicalForm } from '@/lib/http/multipart-canonical';

/**
 * A JSON body is at most 1 MB unless its route says otherwise (`maxBodyBytes`, the upload
 * and import calls): the largest real body, a stock bill of a few hundred lines, is well
 * under 100 kB.
 */
export const JSON_BODY_MAX_BYTES = 1024 * 1024;

export interface RequestBody {
  /**
   * The body as an object: JSON, or the fields of a form (files as `File`; a repeated
   * name as the list of its values).
   */
  parse(): Promise<unknown>;
  /**
   * The text an idempotency key's hash is taken over. JSON and text bodies hash as their
   * UTF-8 text (other bytes as base64). A multipart form hashes as its fields in order,
   * each file as its name, type, size and SHA-256: a browser picks a new random boundary
   * every time it sends a FormData, so a retried bill with a photo would otherwise never
   * match its first send.
   */
  hashText(): Promise<string>;
}

/**
 * Reads the body once, counting the bytes as they arrive: past `maxBytes` (or a declared
 * Content-Length past it) the rest is not read and the call is refused with 413
 * (`file.tooLarge` for a route that takes files, else `common.bodyTooLarge`), asking the
 * server to close the connection instead of draining what the client still sends.
 */
export async function readRequestBody(req: Request, opts: BodyLimits): Promise<RequestBody> {
  const raw = await readLimited(req, opts);
  const type = req.headers.get('content-type') ?? '';
  if (isForm(type)) {
    const form = () =>
      new Request(req.url, { method: req.method, headers: req.headers, body: raw }).formData();
    return {
      parse: async () => {
        try {
          // A name sent more than once (several photos under `photos`) is the list of
          // its values, in the order sent.
          const out: Record<string, unknown> = {};
          (await form()).forEach((v, k) => {
            const had = out[k];
            out[k] = had === undefined ? v : Array.isArray(had) ? [...had, v] : [had, v];
          });
          return out;
        } catch {
          throw new AppError('common.invalidParameter', 'body: unreadable form data');
        }
      },
      hashText: async () =>
        (type.includes('multipart/form-data') ? await canonicalForm(form) : null) ?? textOf(raw),
    };
  }
  const text = textOf(raw);
  return { parse: async () => parseJsonBody(text), hashText: async () => text };
}

export interface BodyLimits {
  maxBytes: number;
  takesFiles: boolean;
}

/** What a route's body may weigh: its own cap for uploads and imports, else a JSON body's. */
export const bodyLimits = (spec: { maxBodyBytes?: number }): BodyLimits => ({
  maxBytes: spec.maxBodyBytes ?? JSON_BODY_MAX_BYTES,
  takesFiles: spec.maxBodyBytes !== undefined,
});

const tooLarge = (limits: BodyLimits) =>
  new AppError(
    limits.takesFiles ? 'file.tooLarge' : 'common.bodyTooLarge',
    `the request body is over ${limits.maxBytes} bytes`,
    { Connection: 'close' },
  );

/**
 * A declared Content-Length over the cap is refused before anything is read, also on a
 * route that streams its body itself (a video part).
 */
export function assertDeclaredLength(req: Request, limits: BodyLimits): void {
  if (Number(req.headers.get('content-length')) > limits.maxBytes) throw tooLarge(limits);
}

async function readLimited(req: Request, opts: BodyLimits): Promise<Uint8Array<ArrayBuffer>> {
  assertDeclaredLength(req, opts);
  if (!req.body) return new Uint8Array(0);
  const reader = req.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > opts.maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge(opts);
    }
    chunks.push(value);
  }
  if (chunks.length === 1) return chunks[0]!;
  const whole = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    whole.set(chunk, at);
    at += chunk.byteLength;
  }
  return whole;
}

/** The bytes as UTF-8 text, or base64 behind a marker when they are not UTF-8. */
function textOf(raw: Uint8Array<ArrayBuffer>): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(raw);
  } catch {
    return `\u0000binary:${Buffer.from(raw).toString('base64')}`;
  }
}

const isForm = (type: string) =>
  type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded');

/** A JSON body (an empty one is `{}`). A body that is not UTF-8 is not JSON either. */
function parseJsonBody(text: string): unknown {
  if (!text) return {};
  try {
    if (text.startsWith('\u0000binary:')) throw new Error('not UTF-8');
    return JSON.parse(text);
  } catch {
    throw new AppError('common.invalidParameter', 'body: not valid JSON');
  }
}
