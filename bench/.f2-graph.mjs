// static first-load estimate: the entry (index.html) + boot chunk graph (static imports + dynamic imports of boot), gzip
import fs from 'node:fs'; import zlib from 'node:zlib'; import path from 'node:path';
const dist = process.argv[2]; const m = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const seen = new Set(); let total = 0; const rows = [];
const visit = (key, dyn) => { const e = m[key]; if (!e || seen.has(e.file)) return; seen.add(e.file); const gz = zlib.gzipSync(fs.readFileSync(path.join(dist, e.file)), { level: 9 }).length; total += gz; rows.push([e.file, gz]); for (const i of e.imports ?? []) visit(i, false); if (dyn) for (const i of e.dynamicImports ?? []) if (!/locales\//.test(i)) visit(i, false); };
const entry = Object.keys(m).find((k) => m[k].isEntry);
visit(entry, false);
const boot = Object.keys(m).find((k) => k === 'src/boot.tsx');
visit(boot, process.argv[3] !== 'static');
for (const [f, g] of rows.sort((a, b) => b[1] - a[1])) console.log((g / 1024).toFixed(1).padStart(6), f);
console.log('total', (total / 1024).toFixed(1));
