import type { Redis } from 'ioredis';
import { createRedis, redisUrl } from '@/lib/queue/connection';
import type { MeasureRow } from '@/lib/domain/reports/wms-summary/summary-sql';

// ---------------------------------------------------------------------------------------
// Where WMS summary results wait for the screen, and who is computing one: Redis when
// REDIS_URL is set (the app and the worker share it), else this process's memory (the
// single-process setup, where the app runs its jobs itself, lib/queue/in-process.ts).
//
// Per key (schemas.ts wmsSummaryKey), two entries:
// - `report:wms-summary:<key>`: the result, with the fingerprint of the data it was
//   computed from (summary-sql.ts), kept RESULT_TTL_MS;
// - `report:wms-summary:<key>:run`: the token of the run under way, taken with SET NX and
//   a lease, so one job per enterprise and query runs at a time, and a lost job (worker
//   killed, Redis flushed) frees its key when the lease ends.
// ---------------------------------------------------------------------------------------

/** What a finished job leaves. */
export interface StoredWmsSummary {
  fingerprint: string;
  /** ISO instant the job read the data. */
  computed_at: string;
  rows: MeasureRow[];
}

export interface WmsSummaryStore {
  getResult(key: string): Promise<StoredWmsSummary | null>;
  putResult(key: string, value: StoredWmsSummary, ttlMs: number): Promise<void>;
  /** Takes the run of `key` for `leaseMs`; false when another run holds it. */
  claimRun(key: string, token: string, leaseMs: number): Promise<boolean>;
  /** The token of the run under way, or null. */
  runOf(key: string): Promise<string | null>;
  /** Gives the run back, only while `token` still holds it. */
  releaseRun(key: string, token: string): Promise<void>;
}

/** A result is kept a day; the calls also check it still matches the data. */
export const RESULT_TTL_MS = 24 * 3600_000;

const resultKey = (key: string) => `report:wms-summary:${key}`;
const runKey = (key: string) => `report:wms-summary:${key}:run`;

const RELEASE_SCRIPT =
  "if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) else return 0 end";

export function redisWmsSummaryStore(redis: Redis): WmsSummaryStore {
  return {
    async getResult(key) {
      const raw = await redis.get(resultKey(key));
      return raw ? (JSON.parse(raw) as StoredWmsSummary) : null;
    },
    async putResult(key, value, ttlMs) {
      await redis.set(resultKey(key), JSON.stringify(value), 'PX', ttlMs);
    },
    async claimRun(key, token, leaseMs) {
      return (await redis.set(runKey(key), token, 'PX', leaseMs, 'NX')) === 'OK';
    },
    runOf: (key) => redis.get(runKey(key)),
    async releaseRun(key, token) {
      await redis.eval(RELEASE_SCRIPT, 1, runKey(key), token);
    },
  };
}

/** In this process's memory, expiring like Redis would; for the setup without Redis and unit tests. */
export function memoryWmsSummaryStore(now: () => number = Date.now): WmsSummaryStore {
  const entries = new Map<string, { value: string; expiresAt: number }>();
  const read = (k: string) => {
    const entry = entries.get(k);
    if (entry && entry.expiresAt <= now()) entries.delete(k);
    return entries.get(k)?.value ?? null;
  };
  const sweep = () => {
    const t = now();
    for (const [k, entry] of entries) if (entry.expiresAt <= t) entries.delete(k);
  };
  const write = (k: string, value: string, ttlMs: number) => {
    if (entries.size > 1_000) sweep();
    entries.set(k, { value, expiresAt: now() + ttlMs });
  };
  return {
    async getResult(key) {
      const raw = read(resultKey(key));
      return raw ? (JSON.parse(raw) as StoredWmsSummary) : null;
    },
    async putResult(key, value, ttlMs) {
      write(resultKey(key), JSON.stringify(value), ttlMs);
    },
    async claimRun(key, token, leaseMs) {
      if (read(runKey(key)) !== null) return false;
      write(runKey(key), token, leaseMs);
      return true;
    },
    runOf: async (key) => read(runKey(key)),
    async releaseRun(key, token) {
      if (read(runKey(key)) === token) entries.delete(runKey(key));
    },
  };
}

// One store per process: the app's calls and the worker's jobs each open one client
// connection the first time they need it (kept across Next's dev reloads).
const holder = globalThis as unknown as {
  __wmsSummaryStore?: { store: WmsSummaryStore; redis?: Redis };
};

export function wmsSummaryStore(): WmsSummaryStore {
  if (!holder.__wmsSummaryStore) {
    const redis = redisUrl() ? createRedis({ role: 'client', name: 'report-results' }) : undefined;
    holder.__wmsSummaryStore = {
      store: redis ? redisWmsSummaryStore(redis) : memoryWmsSummaryStore(),
      redis,
    };
  }
  return holder.__wmsSummaryStore.store;
}

/** Closes the store's connection (the worker's stop, tests); the next use opens a new one. */
export async function closeWmsSummaryStore(): Promise<void> {
  const current = holder.__wmsSummaryStore;
  holder.__wmsSummaryStore = undefined;
  await current?.redis?.quit().catch(() => current.redis?.disconnect());
}
