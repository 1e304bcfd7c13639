/**
 * Each locale's messages ship in two chunks: the shell (header, footer, home page, trip wizard, login dialog,
 * 404 and error pages), which a first visit loads, and the rest (the screens behind a navigation: results and
 * checkout, tickets, account, content screens), loaded before any other screen renders (see load-messages.ts).
 * A key belongs to the rest when its first segment, or its first two, is listed here: `wizard.fares` (the fare
 * calendar's, used only by the wizard's lazily loaded controls, which show fares once the rest has loaded),
 * `auth.activate`, `auth.loginPage` and `pwaMenu` (used only by the activate-account, login and installed-app menu
 * screens, which are not home), `auth.register`, `auth.recover`, `auth.validation`, `auth.password` and `auth.field`
 * (the login dialog's forms: the dialog opens once the rest has loaded, login-dialog-host.tsx). Read by vite.config.ts at build time.
 */
export const REST_MESSAGE_PREFIXES: readonly string[] = [
  'results', 'success', 'ticket', 'account', 'authFlow', 'paymentFailure', 'contact', 'contentPage', 'route', 'routes',
  'destination', 'destinations', 'offers', 'offer', 'companies', 'company', 'blog', 'post', 'catalog', 'screen',
  'newsletter', 'booking', 'booknow', 'outcome', 'manage', 'wizard.fares', 'auth.activate', 'auth.loginPage', 'auth.register', 'auth.recover', 'auth.validation', 'auth.password', 'auth.field', 'pwaMenu', 'wallet',
];

export type MessagePart = 'shell' | 'rest';

/** The part of a locale's messages a chunk carries. */
export function messagePart<T>(messages: Record<string, T>, part: MessagePart): Record<string, T> {
  const inRest = (key: string) => {
    const [first = '', second] = key.split('.', 2);
    return REST_MESSAGE_PREFIXES.includes(first) || (second !== undefined && REST_MESSAGE_PREFIXES.includes(`${first}.${second}`));
  };
  return Object.fromEntries(Object.entries(messages).filter(([key]) => inRest(key) === (part === 'rest')));
}
