import { createHmac, timingSafeEqual } from 'node:crypto';

// LINE's webhook signature (docs/members.md, Webhook; the contract in the shared
// platforms notes, LINE 4.2): X-Line-Signature = base64(HMAC-SHA256(channel secret, raw
// body)). Checked on the raw bytes, before any JSON parsing, in constant time.

export function lineSignature(channelSecret: string, rawBody: string | Buffer): string {
  return createHmac('sha256', channelSecret).update(rawBody).digest('base64');
}

/** True when `signature` is the channel's signature of exactly these bytes. */
export function isValidLineSignature(
  channelSecret: string,
  rawBody: string | Buffer,
  signature: string | null | undefined,
): boolean {
  if (!signature || !channelSecret) return false;
  const expected = Buffer.from(lineSignature(channelSecret, rawBody), 'base64');
  let given: Buffer;
  try {
    given = Buffer.from(signature, 'base64');
  } catch {
    return false;
  }
  // Different lengths cannot match; comparing equal-length buffers keeps the time constant.
  if (given.length !== expected.length) return false;
  return timingSafeEqual(given, expected);
}
