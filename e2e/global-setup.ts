// Resets the e2e database: drop, create, migrate, seed. Every e2e run starts from the seed
// (specs change passwords and languages).
//
// Playwright starts its webServer *before* a configured globalSetup, and the app's health
// check would then race the reset. So this runs as the first half of the webServer command
// (`tsx e2e/global-setup.ts && next start`), in exactly one place; `npm run test:e2e` alone
// gets the same fresh database.
import { resetDatabase } from '../scripts/dev/reset-database';

export const E2E_DATABASE_URL =
  process.env.E2E_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/backoffice_e2e';

export default async function globalSetup(): Promise<void> {
  (process.env as Record<string, string | undefined>).NODE_ENV ??= 'test';
  await resetDatabase(E2E_DATABASE_URL, { log: (msg) => console.log(`[e2e setup] ${msg}`) });
}

if (process.argv[1] && /e2e[\\/]global-setup\.ts$/.test(process.argv[1])) {
  globalSetup().then(
    () => process.exit(0),
    (err: unknown) => {
      console.error('[e2e setup] failed:', err);
      process.exit(1);
    },
  );
}
