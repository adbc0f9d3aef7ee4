// Integration tests' global setup (once per `vitest run --project integration`):
// a fresh test database with every migration applied and the demo seed loaded, and an
// empty Redis test database.
import { Redis } from 'ioredis';
import { copyDatabase, resetDatabase } from '../../scripts/dev/reset-database';
import { integrationWorkers, workerDatabaseUrl, workerRedisUrl } from './test-workers';

const DEFAULT_TEST_DATABASE_URL = 'postgresql://postgres@127.0.0.1:5432/backoffice_test';

/** The tests' own Redis databases: 15, and below it one per extra worker (test-workers.ts). */
const TEST_REDIS_DATABASES = new Set(['15', '14', '13', '12']);

async function flushTestRedis(url: string): Promise<void> {
  // Only the tests' own Redis databases are ever flushed.
  if (!TEST_REDIS_DATABASES.has(new URL(url).pathname.replace('/', ''))) return;
  const redis = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
  });
  redis.on('error', () => {});
  try {
    await redis.connect();
    await redis.flushdb();
  } catch {
    console.warn(`[global-setup] Redis at ${url} does not answer; tests that need it will fail`);
  } finally {
    redis.disconnect();
  }
}

export default async function setup(): Promise<void> {
  const url = process.env.TEST_DATABASE_URL ?? DEFAULT_TEST_DATABASE_URL;
  process.env.TEST_DATABASE_URL = url;
  process.env.DATABASE_URL = url;
  process.env.AUTH_SECRET ??= 'test-only-secret-never-used-outside-tests-0123456789';
  const log = (msg: string) => console.log(`[global-setup] ${msg}`);
  await resetDatabase(url, { log });
  // env.ts sets the same default, but only in the test workers, not in this process.
  process.env.REDIS_URL ??= 'redis://127.0.0.1:6379/15';
  const redisUrl = process.env.REDIS_URL;
  if (redisUrl) await flushTestRedis(redisUrl);
  // Every further worker starts from a copy of the freshly seeded database.
  for (let k = 2; k <= integrationWorkers(); k++) {
    await copyDatabase(url, workerDatabaseUrl(url, k));
    log(`worker ${k}: ${new URL(workerDatabaseUrl(url, k)).pathname.slice(1)} copied`);
    if (redisUrl) await flushTestRedis(workerRedisUrl(redisUrl, k));
  }
}
