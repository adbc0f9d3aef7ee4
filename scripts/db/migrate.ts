import { applyMigrations } from './engine';
import { loadThaiAddressesAt } from './thai-addresses';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('DATABASE_URL is not set');
  process.exit(1);
}
const applied = await applyMigrations(url);
console.log(
  applied.length ? `Applied migrations: ${applied.join(', ')}` : 'Database is up to date.',
);
// Reference data every deployment needs (idempotent; a no-op when already loaded).
await loadThaiAddressesAt(url, (msg) => console.log(msg));
