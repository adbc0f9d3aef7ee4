import { defineConfig } from 'prisma/config';

// Migrations are applied by scripts/db/migrate.ts (Prisma's schema engine as WebAssembly),
// because the CLI's native engine cannot be downloaded on offline machines. The folder
// format is Prisma's own, so `prisma migrate deploy` works wherever the CLI has its engine.
export default defineConfig({
  schema: 'prisma/schema',
  migrations: { path: 'prisma/migrations', seed: 'tsx prisma/seed.ts' },
  datasource: {
    url: process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/backoffice',
  },
});
