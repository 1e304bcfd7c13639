#!/usr/bin/env node
// `npm run dev`: the shop server on port 3001 (API, over ./data) and Vite's dev server in front of it on 5173,
// which proxies the server's paths (see vite.config.ts, SHOP_SERVER). Ctrl-C stops both. The development mailbox is on
// (DEV_MAILBOX=1, unless set otherwise): e-mails are read at http://127.0.0.1:5173/dev/mailbox.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const apiPort = process.env.API_PORT ?? '3001';
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'server/main.ts'], {
    cwd: root, stdio: 'inherit', env: { ...process.env, PORT: apiPort, SERVE_APP: '0', DEV_MAILBOX: process.env.DEV_MAILBOX ?? '1' },
  }),
  spawn(path.join(root, 'node_modules/.bin/vite'), [], {
    cwd: root, stdio: 'inherit', env: { ...process.env, SHOP_SERVER: `http://127.0.0.1:${apiPort}` },
  }),
];
const stop = () => { for (const c of children) c.kill('SIGTERM'); };
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children) c.on('exit', (code) => { stop(); process.exitCode = code ?? 0; });
