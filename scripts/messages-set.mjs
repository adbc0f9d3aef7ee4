// Sets one top-level namespace of messages/th.json and messages/en.json from a JSON file
// holding { "th": {...}, "en": {...} }, keeping the other namespaces and sorting keys.
// usage: node scripts/messages-set.mjs <namespace> <file.json>
import { readFileSync, writeFileSync } from 'node:fs';

const [ns, file] = process.argv.slice(2);
if (!ns || !file) {
  console.error('usage: node scripts/messages-set.mjs <namespace> <file.json>');
  process.exit(1);
}
const part = JSON.parse(readFileSync(file, 'utf8'));
for (const locale of ['th', 'en']) {
  if (!part[locale]) throw new Error(`missing "${locale}" in ${file}`);
  const path = `messages/${locale}.json`;
  const all = JSON.parse(readFileSync(path, 'utf8'));
  all[ns] = part[locale];
  const sorted = Object.fromEntries(
    Object.keys(all)
      .sort()
      .map((k) => [k, all[k]]),
  );
  writeFileSync(path, JSON.stringify(sorted, null, 2) + '\n');
}
console.log(`messages: set namespace "${ns}"`);
