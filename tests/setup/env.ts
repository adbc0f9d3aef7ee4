// Runs in every test worker before the test files (setupFiles): point the app's
// configuration at the test database before anything imports lib/env.
import { integrationWorkers, workerDatabaseUrl, workerRedisUrl } from './test-workers';

const DEFAULT_TEST_DATABASE_URL = 'postgresql://postgres@127.0.0.1:5432/backoffice_test';

const env = process.env as Record<string, string | undefined>;
env.TEST_DATABASE_URL ??= DEFAULT_TEST_DATABASE_URL;
env.AUTH_SECRET ??= 'test-only-secret-never-used-outside-tests-0123456789';
env.REDIS_URL ??= 'redis://127.0.0.1:6379/15';
// A worker after the first (INTEGRATION_WORKERS) has databases of its own (test-workers.ts).
const worker = integrationWorkers() > 1 ? Number(env.VITEST_POOL_ID ?? 1) : 1;
if (worker > 1) {
  // setupFiles run again for every file the worker takes: always derive from the configured.
  env.TEST_CONFIGURED_DATABASE_URL ??= env.TEST_DATABASE_URL;
  env.TEST_CONFIGURED_REDIS_URL ??= env.REDIS_URL;
  env.TEST_DATABASE_URL = workerDatabaseUrl(env.TEST_CONFIGURED_DATABASE_URL, worker);
  env.REDIS_URL = workerRedisUrl(env.TEST_CONFIGURED_REDIS_URL, worker);
}
env.DATABASE_URL = env.TEST_DATABASE_URL;
env.NODE_ENV = 'test';

// In-process calls stand in for the server, which stamps each request with its socket's
// peer: tests set that header themselves (tests/helpers/api.ts).
const { markServerEdgeInstalled } = await import('@/lib/http/server-edge');
markServerEdgeInstalled();

export {};
