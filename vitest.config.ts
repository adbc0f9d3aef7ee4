import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import { integrationWorkers } from './tests/setup/test-workers';

const root = path.dirname(fileURLToPath(import.meta.url));
const testDatabaseUrl =
  process.env.TEST_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/backoffice_test';

const exclude = [...configDefaults.exclude, '.data/**', '.next/**', 'lib/generated/**', 'e2e/**'];
const UNIT_DIRS = ['lib', 'jobs', 'components', 'tests/unit'];

/**
 * The unit test files that replace a module or a global (vi.mock, vi.stubGlobal, ...): they
 * run each in a module graph of its own (project unit-isolated). Every other unit file
 * shares its worker's modules with the files before it (project unit), which saves loading
 * the same graph again for each of ~200 files.
 */
function unitFilesReplacingModules(): string[] {
  const found: string[] = [];
  for (const dir of UNIT_DIRS) {
    for (const rel of fs.readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })) {
      if (!/\.test\.tsx?$/.test(rel) || rel.endsWith('.int.test.ts')) continue;
      const file = `${dir}/${rel.split(path.sep).join('/')}`;
      const text = fs.readFileSync(path.join(root, file), 'utf8');
      if (/\bvi\.(mock|doMock|unmock|stubGlobal|stubEnv|resetModules)\(/.test(text))
        found.push(file);
    }
  }
  return found;
}
const isolatedUnitFiles = unitFilesReplacingModules();
const unitInclude = [
  'lib/**/*.test.ts',
  'jobs/**/*.test.ts',
  'components/**/*.test.{ts,tsx}',
  'tests/unit/**/*.test.ts',
];

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
          include: unitInclude,
          exclude: [...exclude, '**/*.int.test.ts', ...isolatedUnitFiles],
          setupFiles: ['tests/setup/env.ts'],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-isolated',
          environment: 'node',
          include: isolatedUnitFiles.length > 0 ? isolatedUnitFiles : ['no-such-file'],
          exclude,
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
          // The files of a worker share its modules (one Prisma client, one env): a file
          // that changes process.env puts it back and calls resetEnvForTests.
          isolate: false,
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
