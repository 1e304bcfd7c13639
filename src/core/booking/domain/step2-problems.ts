import { type Result } from '../../shared/result';
import { type BookingField } from './booking-refusal';
import { type BookingState } from './booking-state';
import { MAX_VEHICLE_LENGTH, MIN_VEHICLE_LENGTH, type TripProblem, tripProblems } from './trip-capacity';
import { setPassengerChoice } from './party-actions';
import { type CodeKind, type KnownCompany, chosenLegs, codePatch, needsDocument, passengerCode } from './step2-choices';

/**
 * The passengers step's loyalty and MAN codes as typed and checked, and everything that still blocks the step, in
 * the order the step shows it. Pure: the view model keeps the entries and names each problem.
 */

export type CodeCheckStatus = 'checking' | 'valid' | 'invalid' | 'failed';

/** Codes typed and not (yet) accepted, and the state of each check, by `codeEntryKey`. */
export interface CodeEntries {
  readonly drafts: Readonly<Record<string, string>>;
  readonly checks: Readonly<Record<string, CodeCheckStatus>>;
}

export const NO_CODE_ENTRIES: CodeEntries = { drafts: {}, checks: {} };

export const codeEntryKey = (leg: number, passenger: number, kind: CodeKind): string => `${leg}.${passenger}.${kind}`;

/** The code in a passenger's field: as typed, else the one the booking holds. */
export function typedCode(state: BookingState, entries: CodeEntries, leg: number, passenger: number, kind: CodeKind): string {
  const key = codeEntryKey(leg, passenger, kind);
  if (key in entries.drafts) return entries.drafts[key]!;
  return passengerCode(state.items[leg]?.passengers[passenger], kind) ?? '';
}

/** Whether the passenger's code of that kind is accepted and in the booking (and not typed over). */
export function codeAccepted(state: BookingState, entries: CodeEntries, leg: number, passenger: number, kind: CodeKind): boolean {
  const stored = passengerCode(state.items[leg]?.passengers[passenger], kind);
  return !!stored && typedCode(state, entries, leg, passenger, kind) === stored;
}

/** Typing into a code field: the text is kept and an earlier check of it no longer holds. */
export function typeCodeEntry(entries: CodeEntries, key: string, value: string): CodeEntries {
  const { [key]: _dropped, ...checks } = entries.checks;
  return { drafts: { ...entries.drafts, [key]: value }, checks };
}

/** The field shows the booking's code again, with no check. */
export function forgetCodeEntry(entries: CodeEntries, key: string): CodeEntries {
  const { [key]: _draft, ...drafts } = entries.drafts;
  const { [key]: _check, ...checks } = entries.checks;
  return { drafts, checks };
}

/** A passenger removed from every trip: their entries go, those of the passengers after them follow them. */
export function codeEntriesWithoutPassenger(entries: CodeEntries, index: number): CodeEntries {
  const shift = <T>(record: Readonly<Record<string, T>>) => Object.fromEntries(Object.entries(record).flatMap(([key, value]) => {
    const [leg, passenger, kind] = key.split('.');
    const n = Number(passenger);
    if (n === index) return [];
    return [[n > index ? `${leg}.${n - 1}.${kind}` : key, value]];
  }));
  return { drafts: shift(entries.drafts), checks: shift(entries.checks) };
}

/**
 * What a finished check of `value` does to the booking: an accepted code goes into it; a code the company says is not
 * valid leaves it (it would fail the pricing); a check that could not run changes nothing.
 */
export function applyCodeCheck(
  state: BookingState, leg: number, passenger: number, kind: CodeKind, value: string, result: Result<unknown, { kind: string }>,
): { state: BookingState; status: Exclude<CodeCheckStatus, 'checking'> } {
  if (result.ok) return { state: setPassengerChoice(state, leg, passenger, codePatch(kind, value)), status: 'valid' };
  if (result.error.kind === 'CodeNotValid') return { state: setPassengerChoice(state, leg, passenger, codePatch(kind, undefined)), status: 'invalid' };
  return { state, status: 'failed' };
}

/** Something that blocks the passengers step. */
export type Step2Problem =
  | { readonly kind: 'chooseAccommodation'; readonly leg: number; readonly passenger: number }
  | { readonly kind: 'document'; readonly leg: number; readonly passenger: number }
  | { readonly kind: 'codeNotValid' | 'codeCheckFailed' | 'codeUnchecked'; readonly leg: number; readonly passenger: number; readonly code: CodeKind }
  | { readonly kind: 'trip'; readonly leg: number; readonly problem: TripProblem }
  | { readonly kind: 'petOwner'; readonly pet: number }
  | { readonly kind: 'vehicleLength'; readonly vehicle: number }
  | { readonly kind: 'trailerLength'; readonly trailer: number };

const lengthOk = (length: number) => length >= MIN_VEHICLE_LENGTH && length <= MAX_VEHICLE_LENGTH;

/**
 * Everything that blocks Continue (pricing aside), leg by leg in departure order: each passenger's place, document
 * and codes, then what the sailing cannot take (`tripProblems`); then pets without a passenger, then vehicle and
 * trailer lengths outside what the operators take.
 */
export function step2Problems(state: BookingState, companyOf: (leg: number) => KnownCompany, entries: CodeEntries): Step2Problem[] {
  const problems: Step2Problem[] = [];
  for (const leg of chosenLegs(state)) {
    const item = state.items[leg]!;
    item.passengers.forEach((p, passenger) => {
      if (!p.accommodationType) problems.push({ kind: 'chooseAccommodation', leg, passenger });
      if (needsDocument(item, passenger, companyOf(leg)) && !(p.documentId ?? '').trim()) problems.push({ kind: 'document', leg, passenger });
      for (const code of ['loyalty', 'man'] as const) {
        const status = entries.checks[codeEntryKey(leg, passenger, code)];
        const typed = typedCode(state, entries, leg, passenger, code).trim();
        if (status === 'invalid') problems.push({ kind: 'codeNotValid', leg, passenger, code });
        else if (status === 'failed') problems.push({ kind: 'codeCheckFailed', leg, passenger, code });
        else if (typed && !codeAccepted(state, entries, leg, passenger, code)) problems.push({ kind: 'codeUnchecked', leg, passenger, code });
      }
    });
    for (const problem of tripProblems(state.routes[leg]!, item)) problems.push({ kind: 'trip', leg, problem });
  }
  state.party.pets.forEach((pet, i) => {
    if (pet.passengerIndex === null) problems.push({ kind: 'petOwner', pet: i });
  });
  state.party.vehicles.forEach((v, i) => {
    if (!lengthOk(v.length)) problems.push({ kind: 'vehicleLength', vehicle: i });
    const t = state.party.trailers[i];
    if (t && !lengthOk(t.length)) problems.push({ kind: 'trailerLength', trailer: i });
  });
  return problems;
}

/** The choice a refused pricing names (a passenger's accommodation on the second trip…), on a leg. */
export type PricingRefusalPlace =
  | { readonly kind: 'passenger'; readonly leg: number; readonly passenger: number; readonly field: 'passengerType' | 'discountIdOrCode' | 'documentId' | 'loyaltyCard' | 'residentIdOrCode' | 'accommodationType' }
  | { readonly kind: 'vehicle' | 'trailer'; readonly index: number | undefined }
  | { readonly kind: 'pets' };

const PASSENGER_FIELDS = ['passengerType', 'discountIdOrCode', 'documentId', 'loyaltyCard', 'residentIdOrCode'] as const;

/**
 * The choice a pricing refusal's field names, or undefined when it names none the step shows. Its `trip` counts the
 * priced trips in departure order; without one it names the only trip. Any other passenger field is the place.
 */
export function pricingRefusalPlace(field: BookingField | undefined, legs: readonly number[]): PricingRefusalPlace | undefined {
  if (!field) return undefined;
  if (field.part === 'passenger') {
    const leg = field.trip !== undefined ? legs[field.trip] : legs.length === 1 ? legs[0] : undefined;
    if (leg === undefined || field.index === undefined) return undefined;
    const named = PASSENGER_FIELDS.find((f) => f === field.name);
    return { kind: 'passenger', leg, passenger: field.index, field: named ?? 'accommodationType' };
  }
  if (field.part === 'vehicle' || field.part === 'trailer') return { kind: field.part, index: field.index };
  if (field.part === 'pet') return { kind: 'pets' };
  return undefined;
}
