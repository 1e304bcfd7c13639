import { type Plugin } from 'vite';
import { type MessagePart, messagePart } from '../src/ui/shared/i18n/message-split';

/** Matches `locales/xx.json?shell`, `?content` and `?rest` (Vite may add its own query flags, e.g. `?import&rest`). */
export const MESSAGE_PART_ID = /[\\/]locales[\\/][a-z]{2}\.json\?(?:[^#]*&)?(shell|content|rest)(?:&|$)/;

/**
 * Outside a production build (the dev server, Vitest) a locale's message parts (src/ui/shared/i18n/message-split.ts)
 * are served as plain modules of their ICU strings. The build precompiles them instead (vite.config.ts).
 */
export function messageParts(): Plugin {
  return {
    name: 'message-parts',
    apply: 'serve',
    enforce: 'pre',
    transform(code, id) {
      const match = MESSAGE_PART_ID.exec(id);
      if (!match) return null;
      const messages = messagePart(JSON.parse(code) as Record<string, string>, match[1] as MessagePart);
      return { code: `export default ${JSON.stringify(messages)};`, map: null };
    },
  };
}
