#!/usr/bin/env node
// Merges translated messages into locales/*.json, keeping keys sorted. Input: a JSON file (or stdin with "-")
// of the form { "message.id": { "el": "…", "en": "…", "de": "…", "it": "…", "fr": "…", "es": "…" }, … }.
// Every message must come in all six languages. Run it under `flock /tmp/locales.lock` when others edit too.
import fs from 'node:fs';
import path from 'node:path';

const LOCALES = ['el', 'en', 'de', 'it', 'fr', 'es'];
const source = process.argv[2];
if (!source) {
  console.error('usage: node scripts/add-messages.mjs messages.json|-');
  process.exit(2);
}
const input = JSON.parse(fs.readFileSync(source === '-' ? 0 : source, 'utf8'));
const missing = [];
for (const [id, byLocale] of Object.entries(input)) {
  for (const l of LOCALES) if (typeof byLocale[l] !== 'string' || !byLocale[l]) missing.push(`${id}:${l}`);
}
if (missing.length) {
  console.error(`missing translations: ${missing.join(', ')}`);
  process.exit(1);
}
const dir = path.resolve(import.meta.dirname, '..', 'locales');
for (const l of LOCALES) {
  const file = path.join(dir, `${l}.json`);
  const current = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
  for (const [id, byLocale] of Object.entries(input)) current[id] = byLocale[l];
  const sorted = Object.fromEntries(Object.keys(current).sort().map((k) => [k, current[k]]));
  fs.writeFileSync(file, `${JSON.stringify(sorted, null, 2)}\n`);
}
console.log(`merged ${Object.keys(input).length} messages into ${LOCALES.length} locales`);
