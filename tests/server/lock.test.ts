import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { acquireDataDirLock, DataDirLockedError } from '../../server/database/lock';

const root = fileURLToPath(new URL('../../', import.meta.url));
const started: ChildProcess[] = [];

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function startServer(
  dataDir: string, port: number, entry = 'server/main.ts', env: Record<string, string> = {},
): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: root,
    env: {
      ...process.env, PORT: String(port), DATA_DIR: dataDir, DIST_DIR: path.join(dataDir, 'no-dist'), LOG_LEVEL: 'warn',
      DATABASE_URL: '', SMTP_URL: '', ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitForHealth(port: number, exited: Promise<number | null>): Promise<void> {
  let gone = false;
  void exited.then(() => (gone = true));
  // A first start creates, migrates and seeds a PGlite database: seconds on an idle machine, more on a busy one.
  for (let i = 0; i < 1200 && !gone; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server on ${port} did not become healthy`);
}

afterAll(() => {
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

describe('the DATA_DIR lock', () => {
  it('makes a second server on the same folder exit at once naming the lock and the running server', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ferry-lock-'));
    const [portA, portB, portC] = [await freePort(), await freePort(), await freePort()];
    const first = startServer(dataDir, portA);
    await waitForHealth(portA, first.exited);

    // "At once" is shown by what it does not do (no timing here: speed belongs to `npm run bench`): it opens no
    // database and never listens.
    const second = startServer(dataDir, portB);
    const code = await second.exited;
    expect(code).toBe(1);
    await expect(fetch(`http://127.0.0.1:${portB}/api/health`)).rejects.toThrow();
    const lockFile = path.join(dataDir, 'server.lock');
    expect(second.output()).toContain(lockFile);
    expect(second.output()).toContain(`pid ${first.child.pid}`);
    expect(second.output()).toContain(`127.0.0.1:${portA}`);
    expect((await fetch(`http://127.0.0.1:${portA}/api/health`)).status).toBe(200);

    // `npm start` (scripts/start.ts) refuses before it would spend time building the web app.
    const viaStart = startServer(dataDir, portB, 'scripts/start.ts', { FORCE_BUILD: '1' });
    expect(await viaStart.exited).toBe(1);
    expect(viaStart.output()).toContain(lockFile);
    expect(viaStart.output()).not.toContain('Building the web app');
    expect(fs.existsSync(path.join(dataDir, 'no-dist'))).toBe(false);

    // A crashed server leaves its lock behind: the next start takes it over.
    first.child.kill('SIGKILL');
    await first.exited;
    expect(fs.existsSync(lockFile)).toBe(true);
    const third = startServer(dataDir, portC);
    await waitForHealth(portC, third.exited);
    const menus = (await (await fetch(`http://127.0.0.1:${portC}/api/menus?take=1`)).json()) as { total: number };
    expect(menus.total).toBeGreaterThan(0);
    expect(JSON.parse(fs.readFileSync(lockFile, 'utf8'))).toMatchObject({ pid: third.child.pid, port: portC });

    // A graceful stop releases the lock.
    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
    expect(fs.existsSync(lockFile)).toBe(false);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 300_000);

  it('refuses a second lock in the same process and frees it on release', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ferry-lock-'));
    const lock = acquireDataDirLock({ dataDir, host: '127.0.0.1', port: 4001 });
    expect(() => acquireDataDirLock({ dataDir, host: '127.0.0.1', port: 4002 })).toThrow(DataDirLockedError);
    lock.release();
    const again = acquireDataDirLock({ dataDir, host: '127.0.0.1', port: 4003 });
    again.release();
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('takes over a lock left by a process that no longer runs, even one with our own pid', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ferry-lock-'));
    const file = path.join(dataDir, 'server.lock');
    fs.writeFileSync(file, JSON.stringify({ pid: process.pid, host: '127.0.0.1', port: 1, startedAt: '2026-01-01T00:00:00Z' }));
    const lock = acquireDataDirLock({ dataDir, host: '127.0.0.1', port: 4004 });
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toMatchObject({ pid: process.pid, port: 4004 });
    lock.release();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});
