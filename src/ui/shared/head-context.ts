import { createContext, useContext } from 'react';

/** The page's `<title>` and meta description, as a server render collects them (the browser sets them in effects). */
export interface PageHead {
  title?: string;
  description?: string;
}

/** Given only by the server render (`src/entry-server.tsx`); in the browser there is none. */
export const HeadContext = createContext<PageHead | undefined>(undefined);

/** Records the page's head during a server render; effects do not run there, so this is how the title gets out. */
export function useServerHead(head: PageHead): void {
  const collector = useContext(HeadContext);
  if (!collector) return;
  if (head.title !== undefined) collector.title = head.title;
  if (head.description) collector.description = head.description;
}
