// `prisma generate` needs no schema engine, but the CLI tries to fetch one at start-up;
// pointing it at any executable keeps it offline.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (!existsSync('prisma/schema')) process.exit(0);
execFileSync(process.execPath, ['node_modules/prisma/build/index.js', 'generate'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? '/bin/false',
    PRISMA_HIDE_UPDATE_MESSAGE: '1',
  },
});
