/**
 * Popular ferry routes of the home page: the route slug, its two ports (message ids `port.<id>`) and their port
 * codes, with which a route fills the trip wizard.
 */
export const POPULAR_ROUTES = [
  { slug: 'piraeus-santorini', from: 'piraeus', to: 'santorini', fromCode: 'PIR', toCode: 'JTR' },
  { slug: 'piraeus-mykonos', from: 'piraeus', to: 'mykonos', fromCode: 'PIR', toCode: 'JMK' },
  { slug: 'piraeus-paros', from: 'piraeus', to: 'paros', fromCode: 'PIR', toCode: 'PAS' },
  { slug: 'piraeus-naxos', from: 'piraeus', to: 'naxos', fromCode: 'PIR', toCode: 'JNX' },
  { slug: 'rafina-tinos', from: 'rafina', to: 'tinos', fromCode: 'RAF', toCode: 'TIN' },
  { slug: 'heraklion-santorini', from: 'heraklion', to: 'santorini', fromCode: 'HER', toCode: 'JTR' },
  { slug: 'igoumenitsa-corfu', from: 'igoumenitsa', to: 'corfu', fromCode: 'IGO', toCode: 'CFU' },
  { slug: 'patras-ancona', from: 'patras', to: 'ancona', fromCode: 'PAT', toCode: 'ANC' },
] as const;
