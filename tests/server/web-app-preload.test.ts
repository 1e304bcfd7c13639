import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestServer, type TestServer } from '../support/server-harness';

// The page asks for its locale's messages with the app (modulepreload), found through the Vite build manifest;
// the manifest itself is not served.
function fakeDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ferry-dist-preload-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.mkdirSync(path.join(dir, '.vite'));
  fs.writeFileSync(path.join(dir, 'index.html'),
    '<!doctype html><html lang="el"><head><title>Ferry shop</title><script type="module" src="/assets/index-A1.js"></script></head><body><div id="root"></div></body></html>');
  fs.writeFileSync(path.join(dir, 'assets', 'index-A1.js'), 'export {};\n');
  fs.writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify({
    'src/main.tsx': { file: 'assets/index-A1.js', isEntry: true },
    'locales/el.json': { file: 'assets/el-Gr1.js', isDynamicEntry: true },
    'locales/de.json': { file: 'assets/de-De1.js', isDynamicEntry: true },
  }));
  return dir;
}

let server: TestServer;
let dist: string;
beforeAll(async () => {
  dist = fakeDist();
  server = await startTestServer({ distDir: dist });
});
afterAll(async () => {
  await server?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('the app HTML', () => {
  it('preloads the messages of the page locale, and only those', async () => {
    const greek = await (await fetch(`${server.url}/`)).text();
    expect(greek).toContain('<link rel="modulepreload" crossorigin href="/assets/el-Gr1.js"></head>');
    expect(greek).not.toContain('de-De1');
    const german = await (await fetch(`${server.url}/de/contact`)).text();
    expect(german).toContain('href="/assets/de-De1.js"');
    expect(german).not.toContain('el-Gr1');
  });

  it('adds no preload for a locale the manifest does not list', async () => {
    const english = await (await fetch(`${server.url}/en/`)).text();
    expect(english).not.toContain('modulepreload');
  });

  it('does not serve the build manifest', async () => {
    const response = await fetch(`${server.url}/.vite/manifest.json`);
    expect(response.headers.get('content-type') ?? '').not.toContain('application/json');
    expect(await response.text()).not.toContain('isDynamicEntry');
  });
});
