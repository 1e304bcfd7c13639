import fs from 'node:fs'; import zlib from 'node:zlib';
const code = fs.readFileSync(process.argv[2], 'utf8');
const parts = code.split(/^\/\/ (?=node_modules|src)/m);
const by = new Map();
for (const p of parts.slice(1)) { const name = p.slice(0, p.indexOf('\n')); let k = name; const nm = k.lastIndexOf('node_modules/'); k = nm >= 0 ? k.slice(nm + 13).split('/').slice(0, k.slice(nm + 13).startsWith('@') ? 2 : 1).join('/') : k.split('/').slice(0, Number(process.env.DEPTH ?? 3)).join('/'); by.set(k, (by.get(k) ?? '') + p); }
const rows = [...by].map(([k, t]) => [k, t.length, zlib.gzipSync(t).length]).sort((a, b) => b[2] - a[2]);
for (const [k, raw, gz] of rows.slice(0, 40)) console.log(String((gz / 1024).toFixed(1)).padStart(6), String((raw / 1024).toFixed(1)).padStart(7), k);
