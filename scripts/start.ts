// `npm start`: refuses at once when a running server holds the DATA_DIR lock or the deploy check fails
// (server/deploy-check.ts: demo settings on a shop reachable from outside), builds the web app when the build is
// missing or older than its sources (FORCE_BUILD=1 builds anyway), then runs the shop server (server/main.ts).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '../server/config';
import { DataDirLockedError, assertDataDirFree } from '../server/database/lock';
import { DeployCheckError, assertDeployable } from '../server/deploy-check';

const root = path.resolve(import.meta.dirname, '..');
const SOURCES = ['src', 'locales', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];

function newestMtime(target: string): number {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

function buildIsStale(distDir: string): boolean {
  if (process.env.FORCE_BUILD === '1') return true;
  const built = newestMtime(path.join(distDir, 'index.html'));
  if (built === 0) return true;
  return SOURCES.some((source) => newestMtime(path.join(root, source)) > built);
}

try {
  const config = loadConfig();
  assertDeployable(config);
  if (!config.databaseUrl) assertDataDirFree(config.dataDir);
  if (config.serveApp && buildIsStale(config.distDir)) {
    process.stdout.write('Building the web app…\n');
    const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
} catch (error) {
  if (error instanceof DataDirLockedError || error instanceof ConfigError || error instanceof DeployCheckError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  throw error;
}
await import('../server/main');
