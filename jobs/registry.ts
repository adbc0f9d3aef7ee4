import { AUTO_CLOSE_SCHEDULE, autoCloseRunJob, autoCloseTickJob } from '@/jobs/auto-close';
import { passwordResetJob } from '@/jobs/mail';
import { PermanentJobError, type JobContext, type JobDefinition } from '@/jobs/types';

/**
 * Every kind of job the worker runs, by queue and job name. A later issue adds its
 * processors here (`jobs/<queue>.ts`); the worker starts one BullMQ Worker per queue of
 * this list, the outbox relay relays the rows of these queues, and without Redis the
 * in-process runner calls these processors directly.
 */
export const JOBS: readonly JobDefinition[] = [passwordResetJob, autoCloseTickJob, autoCloseRunJob];

/** A job of the registry run every `everyMs` with an empty payload (not through the outbox). */
export interface JobSchedule {
  /** BullMQ job scheduler id: workers that upsert the same id share one schedule. */
  id: string;
  queue: string;
  name: string;
  everyMs: number;
}

/**
 * The repeating jobs: the worker upserts a BullMQ job scheduler for each (jobs/runtime.ts);
 * without Redis the in-process runner calls them on a timer (lib/queue/in-process.ts).
 */
export const SCHEDULES: readonly JobSchedule[] = [AUTO_CLOSE_SCHEDULE];

export function findJob(
  queue: string,
  name: string,
  jobs: readonly JobDefinition[] = JOBS,
): JobDefinition | undefined {
  return jobs.find((j) => j.queue === queue && j.name === name);
}

/** The queues of the registry, each once. */
export function queueNames(jobs: readonly JobDefinition[] = JOBS): string[] {
  return [...new Set(jobs.map((j) => j.queue))];
}

/**
 * Validates the payload and runs the processor of `queue`/`name`: the one entry point of
 * both the BullMQ worker and the in-process runner, so both behave the same.
 */
export async function runJob(
  queue: string,
  name: string,
  payload: unknown,
  ctx: JobContext,
  jobs: readonly JobDefinition[] = JOBS,
): Promise<unknown> {
  const def = findJob(queue, name, jobs);
  if (!def) throw new PermanentJobError(`no processor for job ${queue}/${name}`);
  const parsed = await def.schema.safeParseAsync(payload);
  if (!parsed.success) {
    const issues = parsed.error.issues
      .map((i) => `${i.path.join('.') || 'payload'}: ${i.message}`)
      .join('; ');
    throw new PermanentJobError(`invalid payload for ${queue}/${name}: ${issues}`);
  }
  return def.handle(parsed.data, ctx);
}
