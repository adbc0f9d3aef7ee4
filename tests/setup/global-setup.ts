// Integration tests' global setup (once per `vitest run --project integration`):
// a fresh test database with every migration applied and the demo seed loaded, and an
// empty Redis test database.
import { Redis } from 'ioredis';
import { resetDatabase } from '../../scripts/dev/reset-database';

const DEFAULT_TEST_DATABASE_URL = 'postgresql://postgres@127.0.0.1:5432/backoffice_test';

async function flushTestRedis(url: string): Promise<void> {
  // Only Redis database 15 (the tests' own) is ever flushed.
  if (new URL(url).pathname.replace('/', '') !== '15') return;
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
  await resetDatabase(url, { log: (msg) => console.log(`[global-setup] ${msg}`) });
  // env.ts sets the same default, but only in the test workers, not in this process.
  process.env.REDIS_URL ??= 'redis://127.0.0.1:6379/15';
  if (process.env.REDIS_URL) await flushTestRedis(process.env.REDIS_URL);
}
