// Front-end measurements: the gzip size of the JavaScript a first visit loads, and Lighthouse mobile scores (the
// median of several runs: one run on a shared machine varies by several points).
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM, CHROMIUM_FLAGS, type LighthouseFigures, type LighthouseSummary, median, round } from './support';

/** Loads a page in a fresh browser and adds up the gzip size of every script it fetched. */
export async function firstVisitJs(url: string): Promise<{ files: number; rawKB: number; gzipKB: number }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage();
    const scripts: Promise<Buffer>[] = [];
    page.on('response', (response) => {
      // A worker's script (the Intl warm-up) may have no body Playwright can read from the page: fetch it again.
      if (response.request().resourceType() !== 'script') return;
      const url = response.url();
      const body = response.body().catch(async () => Buffer.from(await (await fetch(url)).arrayBuffer()));
      // Handled now, awaited after the load: a rejection left unhandled until then would end the bench's process at
      // once, past the `finally` that stops its server (seen: a server left running).
      body.catch(() => undefined);
      scripts.push(body);
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const bodies = await Promise.all(scripts);
    const raw = bodies.reduce((sum, b) => sum + b.length, 0);
    const gzip = bodies.reduce((sum, b) => sum + zlib.gzipSync(b, { level: 9 }).length, 0);
    return { files: bodies.length, rawKB: round(raw / 1024), gzipKB: round(gzip / 1024) };
  } finally {
    await browser.close();
  }
}

/** One Lighthouse run with its default mobile emulation and simulated throttling (4x CPU, slow 4G). */
export async function lighthouseMobile(url: string): Promise<LighthouseFigures> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
    if (!result) throw new Error(`lighthouse gave no result for ${url}`);
    const { categories, audits } = result.lhr;
    if (result.lhr.runtimeError) throw new Error(`lighthouse failed on ${url}: ${result.lhr.runtimeError.message}`);
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const numeric = (id: string) => audits[id]?.numericValue ?? NaN;
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcpMs: Math.round(numeric('first-contentful-paint')),
      lcpMs: Math.round(numeric('largest-contentful-paint')),
      tbtMs: Math.round(numeric('total-blocking-time')),
      cls: round(numeric('cumulative-layout-shift'), 3),
      speedIndexMs: Math.round(numeric('speed-index')),
    };
  } finally {
    chrome.kill();
  }
}

/**
 * One run, tried again (twice at most) when Lighthouse itself fails to record the page load (`NO_NAVSTART`,
 * `NO_FCP`: "Please run Lighthouse again"), which happens now and then on a busy machine.
 */
async function lighthouseRun(url: string): Promise<LighthouseFigures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseMobile(url);
    } catch (error) {
      if (attempt >= 3 || !/run Lighthouse again|NO_NAVSTART|NO_FCP/i.test(String(error))) throw error;
      console.log(`  lighthouse run failed (${String(error).split('\n')[0]}); trying again`);
    }
  }
}

/** `runs` Lighthouse runs of `url`, one after the other, with each figure's median. */
export async function lighthouseMedian(url: string, runs: number): Promise<LighthouseSummary> {
  const all: LighthouseFigures[] = [];
  for (let i = 0; i < runs; i++) all.push(await lighthouseRun(url));
  const keys = Object.keys(all[0] as LighthouseFigures) as (keyof LighthouseFigures)[];
  const med = Object.fromEntries(keys.map((key) => [key, median(all.map((run) => run[key]))])) as unknown as LighthouseFigures;
  return { median: med, runs: all };
}
