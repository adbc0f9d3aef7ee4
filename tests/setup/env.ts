// Runs in every test worker before the test files (setupFiles): point the app's
// configuration at the test database before anything imports lib/env.
const DEFAULT_TEST_DATABASE_URL = 'postgresql://postgres@127.0.0.1:5432/backoffice_test';

const env = process.env as Record<string, string | undefined>;
env.TEST_DATABASE_URL ??= DEFAULT_TEST_DATABASE_URL;
env.DATABASE_URL = env.TEST_DATABASE_URL;
env.AUTH_SECRET ??= 'test-only-secret-never-used-outside-tests-0123456789';
env.REDIS_URL ??= 'redis://127.0.0.1:6379/15';
env.NODE_ENV = 'test';

// In-process calls stand in for the server, which stamps each request with its socket's
// peer: tests set that header themselves (tests/helpers/api.ts).
const { markServerEdgeInstalled } = await import('@/lib/http/server-edge');
markServerEdgeInstalled();

export {};
