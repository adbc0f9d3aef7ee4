import { applyMigrations } from './engine';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('DATABASE_URL is not set');
  process.exit(1);
}
const applied = await applyMigrations(url);
console.log(
  applied.length ? `Applied migrations: ${applied.join(', ')}` : 'Database is up to date.',
);
