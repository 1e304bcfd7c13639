/**
 * Exports: `acquireDataDirLock({ dataDir, host, port }): DataDirLock`, `assertDataDirFree(dataDir)`, `DataDirLockedError`,
 * `LOCK_FILE_NAME`.
 * PGlite must be opened by one process only. The lock is a file created atomically (O_EXCL) in DATA_DIR holding
 * the owner's pid, host and port; a lock whose pid no longer runs is stale and taken over.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const LOCK_FILE_NAME = 'server.lock';

interface LockOwner {
  pid: number;
  host: string;
  port: number;
  hostname: string;
  startedAt: string;
}

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';

  constructor(
    readonly lockFile: string,
    readonly owner: Partial<LockOwner>,
  ) {
    super(
      `The data folder is in use: lock file ${lockFile} is held by a running shop server ` +
        `(pid ${owner.pid ?? '?'}, listening on ${owner.host ?? '?'}:${owner.port ?? '?'}, started ${owner.startedAt ?? '?'}). ` +
        `Stop that server, or start this one with another DATA_DIR or with DATABASE_URL.`,
    );
  }
}

export interface DataDirLock {
  readonly file: string;
  release(): void;
}

/** Lock files this process holds: a lock naming our own pid but not in here is a leftover (container restart). */
const heldHere = new Set<string>();

function isRunning(pid: number, file: string): boolean {
  if (pid === process.pid) return heldHere.has(file);
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(file: string): Partial<LockOwner> | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<LockOwner>;
  } catch {
    return undefined;
  }
}

/**
 * Throws `DataDirLockedError` when a running server holds the DATA_DIR lock, taking nothing: `npm start` asks this
 * before it spends time building the web app, so a second start exits at once.
 */
export function assertDataDirFree(dataDir: string): void {
  const file = path.join(dataDir, LOCK_FILE_NAME);
  const current = readOwner(file);
  if (typeof current?.pid === 'number' && isRunning(current.pid, file)) throw new DataDirLockedError(file, current);
}

/** Takes the DATA_DIR lock or throws `DataDirLockedError` naming the lock file and its running owner. */
export function acquireDataDirLock(options: { dataDir: string; host: string; port: number }): DataDirLock {
  fs.mkdirSync(options.dataDir, { recursive: true });
  const file = path.join(options.dataDir, LOCK_FILE_NAME);
  const owner: LockOwner = {
    pid: process.pid,
    host: options.host,
    port: options.port,
    hostname: os.hostname(),
    startedAt: new Date().toISOString(),
  };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(file, `${JSON.stringify(owner)}\n`, { flag: 'wx' });
      let released = false;
      heldHere.add(file);
      return {
        file,
        release() {
          if (released) return;
          released = true;
          heldHere.delete(file);
          if (readOwner(file)?.pid === process.pid) fs.rmSync(file, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const current = readOwner(file);
    const pid = current?.pid;
    if (typeof pid === 'number' && isRunning(pid, file)) {
      throw new DataDirLockedError(file, current ?? {});
    }
    if (current === undefined) {
      // Another process may be writing the file this very moment: give it a moment before calling it stale.
      const age = Date.now() - fs.statSync(file).mtimeMs;
      if (age < 2000) throw new DataDirLockedError(file, {});
    }
    fs.rmSync(file, { force: true });
  }
  throw new DataDirLockedError(file, readOwner(file) ?? {});
}
