import { Redis, type RedisOptions } from 'ioredis';
import { env } from '@/lib/env';
import { log } from '@/lib/log';

/**
 * What a connection is for:
 * - `worker`: handed to a BullMQ Worker, which blocks on it; BullMQ requires
 *   `maxRetriesPerRequest: null` there (a blocking command must wait through reconnects).
 * - `client`: producers (the outbox relay's queues) and plain commands (mail:sent markers).
 *   A command fails after one reconnect attempt instead of waiting forever, so a Redis
 *   outage surfaces as an error the relay can record, not as a hung pass.
 */
export type RedisRole = 'worker' | 'client';

export interface RedisConnectionOptions {
  /** Defaults to REDIS_URL. */
  url?: string;
  role?: RedisRole;
  /** Shows in CLIENT LIST, which helps when several processes share a Redis. */
  name?: string;
}

/** Reconnect after 200 ms, 400 ms, ... up to 5 s between attempts, forever. */
export function reconnectDelay(times: number): number {
  return Math.min(200 * 2 ** Math.max(0, times - 1), 5_000);
}

/** The configured Redis URL, or undefined when jobs run in-process. */
export function redisUrl(): string | undefined {
  return env().REDIS_URL;
}

/** A new ioredis connection; the caller owns it and calls quit() or disconnect(). */
export function createRedis(opts: RedisConnectionOptions = {}): Redis {
  const url = opts.url ?? redisUrl();
  if (!url)
    throw new Error('REDIS_URL is not set: jobs run in-process, there is no Redis to connect to');
  const role = opts.role ?? 'client';
  const options: RedisOptions = {
    connectionName: opts.name,
    connectTimeout: 5_000,
    retryStrategy: reconnectDelay,
    maxRetriesPerRequest: role === 'worker' ? null : 1,
  };
  const redis = new Redis(url, options);
  // Without a listener, ioredis prints every failed reconnect as an unhandled 'error' event.
  // Log the first error of an outage and the recovery, not one line per attempt.
  let down = false;
  redis.on('error', (error: Error) => {
    if (down) return;
    down = true;
    log.warn('redis connection error', { name: opts.name, role, error: error.message });
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    log.info('redis connection restored', { name: opts.name, role });
  });
  return redis;
}

/**
 * True when Redis at `url` (default REDIS_URL) answers PING within `timeoutMs`. Never
 * throws, never retries, and leaves no connection open: for start-up decisions
 * (quickstart, health checks), not for the hot path.
 */
export async function redisAvailable(
  url: string | undefined = redisUrl(),
  timeoutMs = 500,
): Promise<boolean> {
  if (!url) return false;
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: timeoutMs,
    retryStrategy: () => null,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
  });
  redis.on('error', () => {
    // Reported through the return value.
  });
  let timer: NodeJS.Timeout | undefined;
  try {
    const ping = (async () => {
      await redis.connect();
      return (await redis.ping()) === 'PONG';
    })();
    const timeout = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), timeoutMs);
    });
    return await Promise.race([ping.catch(() => false), timeout]);
  } finally {
    if (timer) clearTimeout(timer);
    redis.disconnect();
  }
}

/** Rejects with a clear error when `promise` takes longer than `ms`. */
export async function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    if (timer) clearTimeout(timer);
  }
}
