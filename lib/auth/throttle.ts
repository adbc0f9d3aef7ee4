import type { RootDb } from '@/lib/db';
import { env } from '@/lib/env';
import { AppError, type ErrorKey } from '@/lib/errors';

// Counters live in PostgreSQL so every app instance sees the same numbers, with or
// without Redis. Each key is a fixed window of LOGIN_WINDOW_SECONDS.

const userKey = (username: string) => `login:user:${username.toLowerCase()}`;
const ipKey = (ip: string) => `login:ip:${ip}`;

/** Refuses with 429 and Retry-After when the account or the IP used up its failures. */
export async function assertLoginAllowed(db: RootDb, username: string, ip: string): Promise<void> {
  const { LOGIN_MAX_PER_USER, LOGIN_MAX_PER_IP, LOGIN_WINDOW_SECONDS } = env();
  const rows = await db.loginThrottle.findMany({
    where: { key: { in: [userKey(username), ipKey(ip)] } },
  });
  const now = Date.now();
  for (const row of rows) {
    const limit = row.key.startsWith('login:user:') ? LOGIN_MAX_PER_USER : LOGIN_MAX_PER_IP;
    const endsAt = row.windowStart.getTime() + LOGIN_WINDOW_SECONDS * 1000;
    if (endsAt > now && row.count >= limit) {
      const retryAfter = Math.max(1, Math.ceil((endsAt - now) / 1000));
      throw new AppError('auth.tooManyAttempts', `retry after ${retryAfter} s`, {
        'Retry-After': String(retryAfter),
      });
    }
  }
}

export async function recordLoginFailure(db: RootDb, username: string, ip: string): Promise<void> {
  const window = env().LOGIN_WINDOW_SECONDS;
  for (const key of [userKey(username), ipKey(ip)]) {
    // One statement: concurrent failures cannot lose a count.
    await db.$executeRaw`
      INSERT INTO login_throttles (key, window_start, count) VALUES (${key}, now(), 1)
      ON CONFLICT (key) DO UPDATE SET
        count = CASE WHEN login_throttles.window_start < now() - make_interval(secs => ${window})
                     THEN 1 ELSE login_throttles.count + 1 END,
        window_start = CASE WHEN login_throttles.window_start < now() - make_interval(secs => ${window})
                     THEN now() ELSE login_throttles.window_start END`;
  }
}

export async function clearLoginFailures(db: RootDb, username: string): Promise<void> {
  await db.loginThrottle.deleteMany({ where: { key: userKey(username) } });
}

/**
 * A limit on a public call that costs us something (a mail sent, a request an operator
 * reads): so many per e-mail address and per client address within a fixed window.
 */
export interface RequestLimit {
  /** The counters' key prefix. */
  scope: string;
  perAddress: number;
  perIp: number;
  windowSeconds: number;
  refusal: ErrorKey;
}

/**
 * Counts this request against the e-mail address and the client address in one
 * statement (so concurrent requests cannot lose a count) and refuses it with 429 and
 * Retry-After when either is over its limit. Unknown addresses count the same as known
 * ones, so the answer says nothing about which exist.
 */
export async function countLimitedRequest(
  db: RootDb,
  limit: RequestLimit,
  who: { email: string; ip: string },
): Promise<void> {
  const addressKey = `${limit.scope}:email:${who.email.trim().toLowerCase()}`;
  const ipKey = `${limit.scope}:ip:${who.ip}`;
  const window = limit.windowSeconds;
  const rows = await db.$queryRaw<Array<{ key: string; count: number; window_start: Date }>>`
    INSERT INTO login_throttles (key, window_start, count)
    VALUES (${addressKey}, now(), 1), (${ipKey}, now(), 1)
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN login_throttles.window_start < now() - make_interval(secs => ${window})
                   THEN 1 ELSE login_throttles.count + 1 END,
      window_start = CASE WHEN login_throttles.window_start < now() - make_interval(secs => ${window})
                   THEN now() ELSE login_throttles.window_start END
    RETURNING key, count, window_start`;
  const over = rows.filter(
    (row) => row.count > (row.key === addressKey ? limit.perAddress : limit.perIp),
  );
  if (over.length === 0) return;
  const endsAt = Math.max(...over.map((row) => row.window_start.getTime() + window * 1000));
  const retryAfter = Math.max(1, Math.ceil((endsAt - Date.now()) / 1000));
  throw new AppError(limit.refusal, `retry after ${retryAfter} s`, {
    'Retry-After': String(retryAfter),
  });
}
