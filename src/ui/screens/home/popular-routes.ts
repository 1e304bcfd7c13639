/**
 * Popular ferry routes of the home page: its two ports (message ids `port.<id>`; the route's slug is `<from>-<to>`)
 * and their port codes, with which a route fills the trip wizard.
 */
export const POPULAR_ROUTES = [
  { from: 'piraeus', to: 'santorini', fromCode: 'PIR', toCode: 'JTR' },
  { from: 'piraeus', to: 'mykonos', fromCode: 'PIR', toCode: 'JMK' },
  { from: 'piraeus', to: 'paros', fromCode: 'PIR', toCode: 'PAS' },
  { from: 'piraeus', to: 'naxos', fromCode: 'PIR', toCode: 'JNX' },
  { from: 'rafina', to: 'tinos', fromCode: 'RAF', toCode: 'TIN' },
  { from: 'heraklion', to: 'santorini', fromCode: 'HER', toCode: 'JTR' },
  { from: 'igoumenitsa', to: 'corfu', fromCode: 'IGO', toCode: 'CFU' },
  { from: 'patras', to: 'ancona', fromCode: 'PAT', toCode: 'ANC' },
] as const;

