// Prints `export KEY='value'` lines for a dotenv file, for `eval` in a shell script.
// Variables already set in the environment are left out: the shell wins over the file,
// as it does in Next.js.   usage: eval "$(node scripts/dev/env-exports.mjs .env)"
import { readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';

const file = process.argv[2] ?? '.env';
const vars = parseEnv(readFileSync(file, 'utf8'));
const quote = (value) => `'${String(value).replaceAll("'", `'\\''`)}'`;
for (const [key, value] of Object.entries(vars)) {
  if (/^[A-Za-z_][A-Za-z0-9_]*$/.test(key) && !(key in process.env)) {
    console.log(`export ${key}=${quote(value)}`);
  }
}
