import { type SearchLeg, type SearchState, type SearchStep } from './search-state';
import { travellersWithinLimits } from './travellers';

/** Message ids of the search form (SPEC.md section 5); the UI translates them. */
export const SEARCH_MESSAGES = {
  departurePort: 'search.error.departurePort', // 'Choose departure port'
  destinationPort: 'search.error.destinationPort', // 'Choose destination port'
  departureDate: 'search.error.departureDate', // 'Choose departure date'
  samePort: 'search.error.samePort',
  pastDate: 'search.error.pastDate',
  dateOrder: 'search.error.dateOrder',
} as const;
export type SearchMessageId = (typeof SEARCH_MESSAGES)[keyof typeof SEARCH_MESSAGES];

export interface SearchFieldError {
  readonly leg: number;
  readonly field: keyof SearchLeg;
  readonly messageId: SearchMessageId;
}

/** Every field error of the search; `today` (`YYYY-MM-DD`, Athens) rules out past dates when given. */
export function searchErrors(state: SearchState, today?: string): SearchFieldError[] {
  const errors: SearchFieldError[] = [];
  state.legs.forEach((leg, index) => {
    if (!leg.departurePort) errors.push({ leg: index, field: 'departurePort', messageId: SEARCH_MESSAGES.departurePort });
    if (!leg.destinationPort) errors.push({ leg: index, field: 'destinationPort', messageId: SEARCH_MESSAGES.destinationPort });
    else if (leg.destinationPort === leg.departurePort) {
      errors.push({ leg: index, field: 'destinationPort', messageId: SEARCH_MESSAGES.samePort });
    }
    if (!leg.departureDate) {
      errors.push({ leg: index, field: 'departureDate', messageId: SEARCH_MESSAGES.departureDate });
      return;
    }
    if (today && leg.departureDate < today) {
      errors.push({ leg: index, field: 'departureDate', messageId: SEARCH_MESSAGES.pastDate });
      return;
    }
    const previous = state.legs.slice(0, index).map((l) => l.departureDate).filter(Boolean).pop();
    if (previous && leg.departureDate < previous) {
      errors.push({ leg: index, field: 'departureDate', messageId: SEARCH_MESSAGES.dateOrder });
    }
  });
  return errors;
}

const portFields: ReadonlyArray<keyof SearchLeg> = ['departurePort', 'destinationPort'];

/** Whether a search step is valid: ports chosen, dates chosen, travellers within limits. */
export function isSearchStepValid(state: SearchState, step: SearchStep, today?: string): boolean {
  if (step === 2) return travellersWithinLimits(state.travellers);
  const errors = searchErrors(state, today);
  const ofStep = (e: SearchFieldError) => (step === 0 ? portFields.includes(e.field) : e.field === 'departureDate');
  return !errors.some(ofStep);
}

/** Whether the search may be sent. */
export function canSearch(state: SearchState, today?: string): boolean {
  return ([0, 1, 2] as const).every((step) => isSearchStepValid(state, step, today));
}

/** Moves to a search step: forward only across valid steps; back always. */
export function goToSearchStep(state: SearchState, step: SearchStep, today?: string): SearchState {
  if (step <= state.step) return { ...state, step };
  for (let s = state.step; s < step; s += 1) {
    if (!isSearchStepValid(state, s as SearchStep, today)) return { ...state, step: s as SearchStep, showErrors: true };
  }
  return { ...state, step };
}

/** Marks the form as submitted, so its errors show. */
export function revealErrors(state: SearchState): SearchState {
  return { ...state, showErrors: true };
}

/** The legs to send to `results`, when every leg is complete. */
export function completeLegs(state: SearchState): Required<SearchLeg>[] | undefined {
  if (searchErrors(state).length > 0) return undefined;
  return state.legs.map((leg) => ({ departurePort: leg.departurePort!, destinationPort: leg.destinationPort!, departureDate: leg.departureDate! }));
}
