import { type HttpClient } from '../../adapters/http/http-client';
import { type SessionEndedListener } from '../../core/auth/use-cases/end-refused-session.use-case';
import { type Clock } from '../../core/shared/clock.port';
import { type Locale } from '../../core/shared/locale';
import { type Logger } from '../../core/shared/logger.port';
import { type SessionStore } from '../../core/shared/session-store.port';
import { type WriteTiming } from '../../core/shared/write-timing.port';
import { token } from './token';

/** Where the bearer token of the logged-in user is read from; the auth module rebinds it to its session. */
export interface AccessTokenSource {
  current(): string | undefined;
  /** The server refused this token (its session ended there): the auth module forgets it and tells the UI, once. */
  refused?(token: string): void;
}

/** Platform services every domain module may depend on. */
export const sharedTokens = {
  HttpClient: token<HttpClient>('shared.HttpClient'),
  SessionStore: token<SessionStore>('shared.SessionStore'),
  /** When a write to the session store that may wait is done (the booking's progress): idle in the browser. */
  WriteTiming: token<WriteTiming>('shared.WriteTiming'),
  Logger: token<Logger>('shared.Logger'),
  Clock: token<Clock>('shared.Clock'),
  /** The locale of the page being shown (fixed per page load: a language switch reloads the page). */
  CurrentLocale: token<() => Locale>('shared.CurrentLocale'),
  AccessToken: token<AccessTokenSource>('shared.AccessToken'),
  /** Who is told that the server ended the session (the UI's AuthSession; unbound headless). */
  SessionEndedListener: token<SessionEndedListener>('shared.SessionEndedListener'),
} as const;
