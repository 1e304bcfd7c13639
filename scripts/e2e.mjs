#!/usr/bin/env node
// Runs the Playwright end-to-end tests against the built web app served by the real shop server on a free port,
// over a throw-away data folder. Usage: node scripts/e2e.mjs [playwright args…]
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const root = path.resolve(import.meta.dirname, '..');
// DIST_DIR (optional) builds to and serves from another folder, so parallel runs do not empty each other's dist/.
const distDir = path.resolve(root, process.env.DIST_DIR ?? 'dist');
if (!fs.existsSync(path.join(distDir, 'index.html')) || process.env.E2E_BUILD !== '0') {
  const build = spawnSync(path.join(root, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], { stdio: 'inherit', cwd: root });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ferry-e2e-'));
const port = await freePort();
const run = spawnSync(path.join(root, 'node_modules/.bin/playwright'), ['test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  cwd: root,
  env: { ...process.env, DIST_DIR: distDir, E2E_PORT: String(port), E2E_DATA_DIR: dataDir },
});
fs.rmSync(dataDir, { recursive: true, force: true });
process.exit(run.status ?? 1);
