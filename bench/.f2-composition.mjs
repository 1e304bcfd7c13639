// attribute gzip-ish bytes of a chunk to source packages via its sourcemap
import fs from 'node:fs';
import zlib from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';
const file = process.argv[2];
const code = fs.readFileSync(file, 'utf8');
const map = new SourceMapConsumer(JSON.parse(fs.readFileSync(file + '.map', 'utf8')));
const lines = code.split('\n');
const bySource = new Map();
const segs = [];
map.eachMapping((m) => segs.push(m));
segs.sort((a, b) => a.generatedLine - b.generatedLine || a.generatedColumn - b.generatedColumn);
for (let i = 0; i < segs.length; i++) {
  const m = segs[i]; const n = segs[i + 1];
  const line = lines[m.generatedLine - 1] ?? '';
  const end = n && n.generatedLine === m.generatedLine ? n.generatedColumn : line.length;
  const text = line.slice(m.generatedColumn, end);
  let src = m.source ?? '(none)';
  const nm = src.lastIndexOf('node_modules/');
  src = nm >= 0 ? src.slice(nm + 13).split('/').slice(0, src.slice(nm + 13).startsWith('@') ? 2 : 1).join('/') : src.replace(/^.*?src\//, 'src/').split('/').slice(0, Number(process.env.DEPTH ?? 3)).join('/');
  bySource.set(src, (bySource.get(src) ?? '') + text);
}
const rows = [...bySource].map(([k, t]) => [k, t.length, zlib.gzipSync(t).length]).sort((a, b) => b[2] - a[2]);
for (const [k, raw, gz] of rows.slice(0, Number(process.env.TOP ?? 40))) console.log(String((gz / 1024).toFixed(1)).padStart(6), String((raw / 1024).toFixed(1)).padStart(7), k);
