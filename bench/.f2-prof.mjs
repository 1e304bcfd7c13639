// temp profiler (F2): node bench/.f2-prof.mjs URL [throttle]
import { chromium } from '@playwright/test';
const url = process.argv[2]; const rate = Number(process.argv[3] ?? 4);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate });
const PROF = process.env.PROFILE !== '0';
if (PROF) { await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start'); }
await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(1500);
const trace = JSON.parse((await browser.stopTracing()).toString());
const { profile } = PROF ? await cdp.send('Profiler.stop') : { profile: { nodes: [], samples: [], timeDeltas: [], startTime: 0 } };
const ev = trace.traceEvents;
const names = {}; for (const e of ev) if (e.name === 'thread_name') names[`${e.pid}:${e.tid}`] = e.args.name;
const runs = ev.filter((e) => e.name === 'RunTask' && e.ph === 'X' && names[`${e.pid}:${e.tid}`] === 'CrRendererMain');
const fcpEv = ev.find((e) => e.name === 'firstContentfulPaint');
const t0 = ev.find((e) => e.name === 'navigationStart')?.ts ?? Math.min(...runs.map((e) => e.ts));
const fcp = fcpEv ? (fcpEv.ts - t0) / 1000 : NaN;
let tbt = 0;
console.log(`FCP ${fcp.toFixed(0)} ms (throttled x${rate})`);
for (const task of runs.filter((e) => e.dur > 30000)) {
  const at = (task.ts - t0) / 1000; const d = task.dur / 1000;
  if (at > fcp) tbt += Math.max(0, d - 50);
  const kids = ev.filter((e) => e.ph === 'X' && e.pid === task.pid && e.tid === task.tid && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur && e !== task && e.dur > 0.1 * task.dur && e.name !== 'RunTask')
    .map((k) => `${k.name}${k.args?.data?.url ? ' ' + k.args.data.url.split('/').pop() : ''} ${(k.dur / 1000).toFixed(0)}`);
  console.log(`  task @${at.toFixed(0)} ${d.toFixed(0)}ms  ${kids.slice(0, 6).join(' | ')}`);
}
console.log(`TBT-ish (tasks after FCP) ${tbt.toFixed(0)} ms`);
{
  const byIdP = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map(); for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const times = []; let t = profile.startTime; for (let i = 0; i < profile.samples.length; i++) { t += profile.timeDeltas[i]; times.push(t); }
  for (const task of runs.filter((e) => e.dur > 30000)) {
    const agg = new Map();
    for (let i = 0; i < times.length; i++) {
      if (times[i] < task.ts || times[i] > task.ts + task.dur) continue;
      const w = (profile.timeDeltas[i + 1] ?? 0) / 1000;
      // inclusive time for stack frames (dedupe per sample)
      const seen = new Set(); let id = profile.samples[i];
      while (id !== undefined) { const cf = byIdP.get(id).callFrame; const key = `${cf.functionName || '(anon)'} ${cf.url.split('/').pop()}:${cf.lineNumber}`; if (!seen.has(key)) { seen.add(key); agg.set(key, (agg.get(key) ?? 0) + w); } id = parent.get(id); }
    }
    console.log(`task @${((task.ts - t0) / 1000).toFixed(0)} ${(task.dur / 1000).toFixed(0)}ms: ` + [...agg].filter(([k]) => !k.startsWith('(root)')).sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.PER ?? 12)).map(([k, v]) => `${k}=${v.toFixed(0)}`).join(', '));
  }
}
// self time by function
const self = new Map(); const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const dt = profile.timeDeltas; 
for (let i = 0; i < profile.samples.length; i++) { const n = byId.get(profile.samples[i]); const cf = n.callFrame; const key = `${cf.functionName || '(anon)'} ${cf.url.split('/').pop()}:${cf.lineNumber}`; self.set(key, (self.get(key) ?? 0) + (dt[i + 1] ?? 0) / 1000); }
console.log([...self].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.TOP ?? 25)).map(([k, v]) => `${v.toFixed(1).padStart(7)} ${k}`).join('\n'));
// by url
const byUrl = new Map(); for (const [k, v] of self) { const u = k.split(' ').pop().split(':')[0]; byUrl.set(u, (byUrl.get(u) ?? 0) + v); }
console.log([...byUrl].sort((a, b) => b[1] - a[1]).slice(0, 15).map(([k, v]) => `${v.toFixed(1).padStart(7)} ${k}`).join('\n'));
await browser.close();
