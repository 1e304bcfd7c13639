/**
 * Each locale's messages ship in three chunks: the shell (header, footer, home page, trip wizard, login dialog,
 * 404 and error pages), which a first visit loads; the content part (the content screens: destinations, routes,
 * companies, offers, blog, contact and newsletter, the catch-all pages), which a content page loads next to the shell;
 * and the rest (the screens behind a navigation: results and checkout, tickets, account…), loaded with the content
 * part before any other screen renders (see load-messages.ts and the locale route in routing.tsx).
 * A key belongs to the rest when its first segment, or its first two, is listed in `REST_MESSAGE_PREFIXES`:
 * `wizard.fares` (the fare calendar's, used only by the wizard's lazily loaded controls, which show fares once the
 * rest has loaded), `auth.activate`, `auth.loginPage` and `pwaMenu` (used only by the activate-account, login and
 * installed-app menu screens, which are not home), `auth.register`, `auth.recover`, `auth.password` and `auth.field`
 * (the login dialog's forms: the dialog opens once the rest has loaded, login-dialog-host.tsx). A key belongs to the
 * content part when listed in `CONTENT_MESSAGE_PREFIXES` the same way: `auth.validation` is there because the
 * contact and newsletter forms show its e-mail messages. Read by vite.config.ts at build time.
 */
export const CONTENT_MESSAGE_PREFIXES: readonly string[] = [
  'contact', 'contentPage', 'route', 'routes', 'destination', 'destinations', 'offers', 'offer', 'companies', 'company',
  'blog', 'post', 'catalog', 'newsletter', 'auth.validation',
];

export const REST_MESSAGE_PREFIXES: readonly string[] = [
  'results', 'success', 'ticket', 'account', 'authFlow', 'paymentFailure', 'screen', 'booking', 'booknow', 'outcome',
  'manage', 'wizard.fares', 'auth.activate', 'auth.loginPage', 'auth.register', 'auth.recover', 'auth.password',
  'auth.field', 'pwaMenu', 'wallet',
];

export type MessagePart = 'shell' | 'content' | 'rest';

const listed = (prefixes: readonly string[], key: string): boolean => {
  const [first = '', second] = key.split('.', 2);
  return prefixes.includes(first) || (second !== undefined && prefixes.includes(`${first}.${second}`));
};

/** The part a message key ships in. */
export function partOf(key: string): MessagePart {
  if (listed(CONTENT_MESSAGE_PREFIXES, key)) return 'content';
  return listed(REST_MESSAGE_PREFIXES, key) ? 'rest' : 'shell';
}

/** The part of a locale's messages a chunk carries. */
export function messagePart<T>(messages: Record<string, T>, part: MessagePart): Record<string, T> {
  return Object.fromEntries(Object.entries(messages).filter(([key]) => partOf(key) === part));
}
