import { type Clock } from '../../core/shared/clock.port';
import { type SessionStore } from '../../core/shared/session-store.port';

/** SPEC.md section 9: the page reload guard window. */
export const RELOAD_WINDOW_MS = 60_000;
const LAST_RELOAD_KEY = 'app.lastChunkReload';

/** Tells whether a chunk that failed to load (a new deploy replaced it) may reload the page: at most once a minute. */
export class ChunkReloadGuard {
  constructor(private readonly deps: { store: Pick<SessionStore, 'read' | 'write'>; clock: Clock }) {}

  /** Records the reload and answers true when no reload happened within the window; false otherwise. */
  claimReload(): boolean {
    const now = Date.parse(this.deps.clock.nowIso());
    const last = Number(this.deps.store.read(LAST_RELOAD_KEY) ?? Number.NaN);
    if (Number.isFinite(last) && now - last < RELOAD_WINDOW_MS && now >= last) return false;
    this.deps.store.write(LAST_RELOAD_KEY, String(now));
    return true;
  }
}

/** True for the errors browsers and Vite raise when a lazily imported chunk cannot be fetched. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|ChunkLoadError|Unable to preload CSS/i.test(message);
}
