/**
 * Each locale's messages ship in two chunks: the shell (header, footer, home page, trip wizard, login dialog,
 * 404 and error pages), which a first visit loads, and the rest (the screens behind a navigation: results and
 * checkout, tickets, account, content screens), loaded before any other screen renders (see load-messages.ts).
 * A key belongs to the rest when its first segment is listed here. Read by vite.config.ts at build time.
 */
export const REST_MESSAGE_PREFIXES: readonly string[] = [
  'results', 'success', 'ticket', 'account', 'authFlow', 'paymentFailure', 'contact', 'contentPage', 'route', 'routes',
  'destination', 'destinations', 'offers', 'offer', 'companies', 'company', 'blog', 'post', 'catalog', 'screen',
  'newsletter', 'booking', 'booknow', 'outcome', 'manage',
];

export type MessagePart = 'shell' | 'rest';

/** The part of a locale's messages a chunk carries. */
export function messagePart<T>(messages: Record<string, T>, part: MessagePart): Record<string, T> {
  const inRest = (key: string) => REST_MESSAGE_PREFIXES.includes(key.split('.', 1)[0] ?? '');
  return Object.fromEntries(Object.entries(messages).filter(([key]) => inRest(key) === (part === 'rest')));
}
