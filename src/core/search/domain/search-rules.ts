import { type SearchLeg, type SearchState, type SearchStep } from './search-state';
import { travellersWithinLimits } from './travellers';

/**
 * Why a field of the search form is refused (SPEC.md section 5: 'Choose departure port', 'Choose destination port',
 * 'Choose departure date'; the same port twice, a past day, a leg before the one before it). The UI says it in the
 * visitor's language (`SEARCH_FIELD_MESSAGES`, src/ui/shared/search/search-field-messages.ts).
 */
export type SearchProblem = 'departurePort' | 'destinationPort' | 'departureDate' | 'samePort' | 'pastDate' | 'dateOrder';

export interface SearchFieldError {
  readonly leg: number;
  readonly field: keyof SearchLeg;
  readonly problem: SearchProblem;
}

/** Every field error of the search; `today` (`YYYY-MM-DD`, Athens) rules out past dates when given. */
export function searchErrors(state: SearchState, today?: string): SearchFieldError[] {
  const errors: SearchFieldError[] = [];
  state.legs.forEach((leg, index) => {
    if (!leg.departurePort) errors.push({ leg: index, field: 'departurePort', problem: 'departurePort' });
    if (!leg.destinationPort) errors.push({ leg: index, field: 'destinationPort', problem: 'destinationPort' });
    else if (leg.destinationPort === leg.departurePort) {
      errors.push({ leg: index, field: 'destinationPort', problem: 'samePort' });
    }
    if (!leg.departureDate) {
      errors.push({ leg: index, field: 'departureDate', problem: 'departureDate' });
      return;
    }
    if (today && leg.departureDate < today) {
      errors.push({ leg: index, field: 'departureDate', problem: 'pastDate' });
      return;
    }
    const previous = state.legs.slice(0, index).map((l) => l.departureDate).filter(Boolean).pop();
    if (previous && leg.departureDate < previous) {
      errors.push({ leg: index, field: 'departureDate', problem: 'dateOrder' });
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
