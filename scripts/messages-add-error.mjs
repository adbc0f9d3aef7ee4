// Adds one error catalogue message to both languages: node scripts/messages-add-error.mjs <area.key> "<th>" "<en>"
import { readFileSync, writeFileSync } from 'node:fs';

const [key, th, en] = process.argv.slice(2);
if (!key || !th || !en || !key.includes('.')) {
  console.error('usage: node scripts/messages-add-error.mjs <area.key> "<th>" "<en>"');
  process.exit(1);
}
const [area, name] = key.split('.');
for (const [locale, text] of [
  ['th', th],
  ['en', en],
]) {
  const path = `messages/${locale}.json`;
  const all = JSON.parse(readFileSync(path, 'utf8'));
  all.errors[area] ??= {};
  all.errors[area][name] = text;
  writeFileSync(path, JSON.stringify(all, null, 2) + '\n');
}
console.log(`messages: errors.${key}`);
