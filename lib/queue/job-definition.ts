import type { z, ZodType } from 'zod';
import type { ExponentialBackoff } from '@/lib/queue/backoff';
import type { EffectStore } from '@/lib/queue/effects';

/** What a processor gets besides its payload. */
export interface JobContext {
  /**
   * The job's identity, stable across retries, stalled-job reruns and double relays: the
   * outbox row's dedupe key and creation time (lib/queue/job-id.ts), the same with or
   * without Redis. Key effect records on it (e.g. `mail:sent:<jobId>`).
   */
  jobId: string;
  /** 1 on the first run, 2 on the first retry, ... */
  attempt: number;
  /** Check-and-set records of external effects (Redis with a worker, memory in-process). */
  effects: EffectStore;
}

/**
 * One kind of job: the queue and job name it is enqueued under (lib/queue/queues.ts), its
 * payload schema, its processor and its retry policy. A processor must be idempotent: it
 * may run more than once for one job (retries, a worker killed mid-job, a relay crash).
 */
export interface JobDefinition<S extends ZodType = ZodType> {
  queue: string;
  name: string;
  schema: S;
  // Method syntax on purpose: a list of definitions with different payloads type-checks.
  handle(payload: z.output<S>, ctx: JobContext): Promise<unknown>;
  /** Total runs before the job is given up (BullMQ's `attempts`). */
  attempts: number;
  backoff: ExponentialBackoff;
}

export function defineJob<S extends ZodType>(def: JobDefinition<S>): JobDefinition<S> {
  return def;
}

/**
 * Thrown by a processor when retrying cannot help (the payload is invalid, the SMTP server
 * refused the address for good). The worker turns it into BullMQ's UnrecoverableError; the
 * in-process runner gives the job up at once.
 */
export class PermanentJobError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PermanentJobError';
  }
}

/** A job of the registry run every `everyMs` with an empty payload (not through the outbox). */
export interface JobSchedule {
  /** BullMQ job scheduler id: workers that upsert the same id share one schedule. */
  id: string;
  queue: string;
  name: string;
  everyMs: number;
}
