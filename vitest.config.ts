import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import { integrationWorkers } from './tests/setup/test-workers';

const root = path.dirname(fileURLToPath(import.meta.url));
const testDatabaseUrl =
  process.env.TEST_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/backoffice_test';

const exclude = [...configDefaults.exclude, '.data/**', '.next/**', 'lib/generated/**', 'e2e/**'];

export default defineConfig({
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${root}/` },
      // `server-only` throws outside React Server Components; tests are server code.
      { find: /^server-only$/, replacement: path.join(root, 'node_modules/server-only/empty.js') },
    ],
  },
  test: {
    root,
    // Seen by every test worker before any file imports lib/env (setupFiles repeat it).
    env: {
      TEST_DATABASE_URL: testDatabaseUrl,
      DATABASE_URL: testDatabaseUrl,
    },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'lib/**/*.test.ts',
            'jobs/**/*.test.ts',
            'components/**/*.test.{ts,tsx}',
            'tests/unit/**/*.test.ts',
          ],
          exclude: [...exclude, '**/*.int.test.ts'],
          setupFiles: ['tests/setup/env.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          environment: 'node',
          include: ['tests/**/*.int.test.ts'],
          exclude,
          // One file at a time on one database, unless INTEGRATION_WORKERS gives each of
          // several workers a database of its own (tests/setup/test-workers.ts).
          fileParallelism: integrationWorkers() > 1,
          maxWorkers: integrationWorkers(),
          globalSetup: ['tests/setup/global-setup.ts'],
          setupFiles: ['tests/setup/env.ts', 'tests/setup/no-concurrent-client-query.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
