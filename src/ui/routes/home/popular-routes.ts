/** Popular ferry routes linked from the home page: the route slug and its two ports (message ids `port.<id>`). */
export const POPULAR_ROUTES = [
  { slug: 'piraeus-santorini', from: 'piraeus', to: 'santorini' },
  { slug: 'piraeus-mykonos', from: 'piraeus', to: 'mykonos' },
  { slug: 'piraeus-paros', from: 'piraeus', to: 'paros' },
  { slug: 'piraeus-naxos', from: 'piraeus', to: 'naxos' },
  { slug: 'rafina-tinos', from: 'rafina', to: 'tinos' },
  { slug: 'heraklion-santorini', from: 'heraklion', to: 'santorini' },
  { slug: 'igoumenitsa-corfu', from: 'igoumenitsa', to: 'corfu' },
  { slug: 'patras-ancona', from: 'patras', to: 'ancona' },
] as const;
