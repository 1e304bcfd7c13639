// temp (F2): layout cost of the server HTML with JS off, with CSS variants
import { chromium } from '@playwright/test';
const url = process.argv[2]; const variant = process.argv[3] ?? 'orig';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const out = [];
for (let i = 0; i < 4; i++) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.route('**/*.css', async (route) => {
    const r = await route.fetch(); let body = await r.text();
    if (variant === 'sans') body = body.replace(/--font:[^;]*;/, '--font:sans-serif;');
    if (variant === 'noto') body = body.replace(/--font:[^;]*;/, "--font:'Noto Sans',sans-serif;");
    if (variant === 'nocss') body = '';
    await route.fulfill({ response: r, body });
  });
  await browser.startTracing(page, { categories: ['devtools.timeline'] });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(300);
  const ev = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
  const sum = (n) => ev.filter((e) => e.name === n && e.ph === 'X').reduce((s, e) => s + e.dur / 1000, 0);
  out.push(`layout ${sum('Layout').toFixed(1)} style ${sum('UpdateLayoutTree').toFixed(1)} paint ${sum('Paint').toFixed(1)} parse ${sum('ParseHTML').toFixed(1)}`);
  await context.close();
}
console.log(variant, '\n ' + out.join('\n '));
await browser.close();
