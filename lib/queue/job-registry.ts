import {
  PermanentJobError,
  type JobContext,
  type JobDefinition,
  type JobSchedule,
} from '@/lib/queue/job-definition';

/**
 * The jobs a process runs, by queue and job name, and the repeating ones among them. The
 * application's registry lives with its processors (`jobs/registry.ts`); the worker runtime,
 * the outbox relay and the in-process runner are handed it, so this folder depends on no
 * processor and a test can run the same machinery with jobs of its own.
 */
export interface JobRegistry {
  readonly jobs: readonly JobDefinition[];
  /** Repeating jobs: BullMQ job schedulers with Redis, timers in-process. */
  readonly schedules: readonly JobSchedule[];
}

export function jobRegistry(
  jobs: readonly JobDefinition[],
  schedules: readonly JobSchedule[] = [],
): JobRegistry {
  return { jobs, schedules };
}

export function findJob(
  registry: JobRegistry,
  queue: string,
  name: string,
): JobDefinition | undefined {
  return registry.jobs.find((j) => j.queue === queue && j.name === name);
}

/** The queues of the registry, each once. */
export function queueNames(registry: JobRegistry): string[] {
  return [...new Set(registry.jobs.map((j) => j.queue))];
}

/**
 * Validates the payload and runs the processor of `queue`/`name`: the one entry point of
 * both the BullMQ worker and the in-process runner, so both behave the same.
 */
export async function runJob(
  registry: JobRegistry,
  queue: string,
  name: string,
  payload: unknown,
  ctx: JobContext,
): Promise<unknown> {
  const def = findJob(registry, queue, name);
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
