import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

/**
 * Check-and-set records of external effects (an email sent, a platform API called), so a
 * job that runs again (BullMQ's stalled-job recovery after a worker was killed, a retry,
 * a relay that enqueued twice) does not repeat an effect that already happened.
 *
 * A key has two states:
 * - `pending:<token>` with a short lease (set with SET NX before the effect): one attempt
 *   owns the effect. Another attempt that finds it answers "in flight" and is retried
 *   later by its queue.
 * - `done:<result>` kept for days (set after the effect): every later attempt skips the
 *   effect and returns the stored result (e.g. the SMTP message id).
 *
 * Why not a single SET NX "sent" before sending: a worker killed between that SET and the
 * send would leave a mail marked sent that never went out (at most once: a lost reset
 * link). Why not a single SET after sending: two attempts running at once (a job thought
 * stalled while it was still sending) would both send. With the lease, a crash before the
 * effect completes makes the key fall free when the lease ends and the rerun sends; the
 * only duplicate left is a crash in the milliseconds between the SMTP server accepting
 * the message and the `done` write, which SMTP cannot rule out (it has no idempotency).
 * The lease must outlast the effect's own timeouts, so a slow but live attempt never
 * loses its lease to a rerun.
 */
export interface EffectStore {
  /** Claims `key` for `leaseMs`, or reports it done; throws EffectInFlightError when another attempt holds it. */
  begin(key: string, leaseMs: number): Promise<EffectClaim>;
}

export type EffectClaim =
  | {
      state: 'owned';
      commit(result: string, keepMs: number): Promise<void>;
      release(): Promise<void>;
    }
  | { state: 'done'; result: string };

/** Another attempt is performing the effect right now (or crashed while doing it): retry later. */
export class EffectInFlightError extends Error {
  constructor(readonly key: string) {
    super(`effect ${key} is being performed by another attempt; retry after its lease`);
    this.name = 'EffectInFlightError';
  }
}

/**
 * Performs `effect` once per `key`: returns its result, or the result stored by the attempt
 * that already performed it (`skipped: true`). A failed effect releases the key so a
 * retry may perform it.
 */
export async function once(
  store: EffectStore,
  key: string,
  opts: { leaseMs: number; keepMs: number },
  effect: () => Promise<string>,
): Promise<{ result: string; skipped: boolean }> {
  const claim = await store.begin(key, opts.leaseMs);
  if (claim.state === 'done') return { result: claim.result, skipped: true };
  let result: string;
  try {
    result = await effect();
  } catch (error) {
    await claim.release().catch(() => undefined);
    throw error;
  }
  // The effect happened: record it, trying a little harder than usual, since a lost record
  // means the effect may be repeated once the lease ends.
  let lastError: unknown;
  for (let i = 0; i < 3; i++) {
    try {
      await claim.commit(result, opts.keepMs);
      return { result, skipped: false };
    } catch (error) {
      lastError = error;
      await new Promise((r) => setTimeout(r, 200 * (i + 1)));
    }
  }
  throw lastError;
}

const PENDING = 'pending:';
const DONE = 'done:';

// Deletes the key only while it still holds this attempt's lease token.
const RELEASE_SCRIPT =
  "if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) else return 0 end";

/** Effects recorded in Redis: shared by every worker process. */
export function redisEffectStore(redis: Redis): EffectStore {
  return {
    async begin(key, leaseMs) {
      const token = `${PENDING}${randomUUID()}`;
      // Two tries: the key may expire between a failed SET NX and the GET.
      for (let i = 0; i < 2; i++) {
        const set = await redis.set(key, token, 'PX', leaseMs, 'NX');
        if (set === 'OK') {
          return {
            state: 'owned',
            commit: async (result, keepMs) => {
              await redis.set(key, `${DONE}${result}`, 'PX', keepMs);
            },
            release: async () => {
              await redis.eval(RELEASE_SCRIPT, 1, key, token);
            },
          };
        }
        const current = await redis.get(key);
        if (current?.startsWith(DONE)) return { state: 'done', result: current.slice(DONE.length) };
        if (current !== null) throw new EffectInFlightError(key);
      }
      throw new EffectInFlightError(key);
    },
  };
}

/**
 * Effects recorded in this process's memory: for the in-process runner (no Redis, where
 * the outbox row's lease already keeps two processes from running one job at once) and
 * for unit tests.
 */
export function memoryEffectStore(now: () => number = Date.now): EffectStore {
  const entries = new Map<string, { value: string; expiresAt: number }>();
  const read = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry?.value;
  };
  const sweep = () => {
    const t = now();
    for (const [key, entry] of entries) if (entry.expiresAt <= t) entries.delete(key);
  };
  return {
    async begin(key, leaseMs) {
      if (entries.size > 10_000) sweep();
      const current = read(key);
      if (current?.startsWith(DONE)) return { state: 'done', result: current.slice(DONE.length) };
      if (current !== undefined) throw new EffectInFlightError(key);
      const token = `${PENDING}${randomUUID()}`;
      entries.set(key, { value: token, expiresAt: now() + leaseMs });
      return {
        state: 'owned',
        commit: async (result, keepMs) => {
          entries.set(key, { value: `${DONE}${result}`, expiresAt: now() + keepMs });
        },
        release: async () => {
          if (read(key) === token) entries.delete(key);
        },
      };
    },
  };
}
