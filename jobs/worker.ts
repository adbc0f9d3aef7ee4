/**
 * The worker process (`npm run worker`): one BullMQ Worker per queue of the job registry
 * (jobs/registry.ts), the outbox relay every second, and a graceful stop on SIGINT or
 * SIGTERM (stop relaying, let active jobs finish, disconnect). A second signal, or a stop
 * that takes longer than 30 s, exits at once: jobs cut off that way are not lost, BullMQ's
 * stalled check runs them again and their processors are idempotent.
 *
 * Without REDIS_URL it runs the outbox jobs in-process instead (lib/queue/in-process.ts),
 * the same thing the app does in that setup.
 */
import { existsSync } from 'node:fs';
import { prisma } from '@/lib/db';
import { env } from '@/lib/env';
import { log } from '@/lib/log';
import { closeMailTransport } from '@/lib/mail/transport';
import { closeWmsSummaryStore } from '@/lib/domain/reports/wms-summary';
import { startInProcessRunner, stopInProcessRunner } from '@/lib/queue/in-process';
import { startWorkerRuntime, type WorkerRuntime } from '@/lib/queue/worker-runtime';
import { JOB_REGISTRY } from '@/jobs/registry';

const STOP_TIMEOUT_MS = 30_000;

/** Reads .env.local and .env like `next start` does; variables already set win. */
function loadEnvFiles(): void {
  for (const file of ['.env.local', '.env']) {
    if (existsSync(file)) process.loadEnvFile(file);
  }
}

function main(): void {
  loadEnvFiles();
  const config = env();
  const db = prisma();
  let runtime: WorkerRuntime | undefined;
  if (config.REDIS_URL) {
    runtime = startWorkerRuntime({ db, redisUrl: config.REDIS_URL, registry: JOB_REGISTRY });
  } else {
    log.warn('REDIS_URL is empty: no BullMQ queues; running outbox jobs in-process');
    startInProcessRunner({ db, registry: JOB_REGISTRY });
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) {
      log.warn('second signal: exiting now', { signal });
      process.exit(1);
    }
    stopping = true;
    log.info('worker stopping', { signal });
    const force = setTimeout(() => {
      log.warn('worker did not stop in time: exiting now', { timeoutMs: STOP_TIMEOUT_MS });
      process.exit(1);
    }, STOP_TIMEOUT_MS);
    force.unref();
    try {
      await runtime?.close();
      await stopInProcessRunner();
      closeMailTransport();
      await closeWmsSummaryStore();
      await db.$disconnect();
      log.info('worker stopped');
      process.exit(0);
    } catch (error) {
      log.error('worker stop failed', {
        error: error instanceof Error ? error.message : String(error),
      });
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

try {
  main();
} catch (error) {
  log.error('worker failed to start', {
    error: error instanceof Error ? error.message : String(error),
  });
  process.exit(1);
}
