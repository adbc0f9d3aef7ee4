import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { AppError } from '@/lib/errors';
import type { PlatformName } from '@/lib/domain/platforms/connector';

// The `state` of a shop's authorization: who asked to connect which platform, signed with
// the app's secret and valid 15 minutes. The callback accepts it only back from the same
// signed-in person, so a link made by someone else (or for another enterprise) cannot
// attach a shop to this one.

const STATE_TTL_MS = 15 * 60_000;

export interface ConnectState {
  enterpriseId: number;
  userId: number;
  platform: PlatformName;
}

function sign(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(`platform-connect:${payload}`).digest('base64url');
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export function makeConnectState(secret: string, state: ConnectState, now = Date.now()): string {
  const payload = Buffer.from(
    JSON.stringify({
      e: state.enterpriseId,
      u: state.userId,
      p: state.platform,
      x: now + STATE_TTL_MS,
      n: randomBytes(8).toString('hex'),
    }),
  ).toString('base64url');
  return `${payload}.${sign(secret, payload)}`;
}

/** The state's contents when it is ours, unexpired, for `platform` and `userId`; else 400. */
export function readConnectState(
  secret: string,
  text: string,
  expected: { platform: PlatformName; userId: number; enterpriseId: number },
  now = Date.now(),
): ConnectState {
  const [payload, signature] = text.split('.');
  if (!payload || !signature || !sameText(sign(secret, payload), signature))
    throw new AppError('platform.stateInvalid', 'state signature');
  let parsed: { e?: unknown; u?: unknown; p?: unknown; x?: unknown };
  try {
    parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as typeof parsed;
  } catch {
    throw new AppError('platform.stateInvalid', 'state payload');
  }
  if (typeof parsed.x !== 'number' || parsed.x < now)
    throw new AppError('platform.stateInvalid', 'state expired');
  if (
    parsed.p !== expected.platform ||
    parsed.u !== expected.userId ||
    parsed.e !== expected.enterpriseId
  )
    throw new AppError('platform.stateInvalid', 'state of another person, shop or platform');
  return { enterpriseId: parsed.e, userId: parsed.u, platform: expected.platform };
}
