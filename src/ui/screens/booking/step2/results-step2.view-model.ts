import { makeAutoObservable, runInAction } from 'mobx';
import { type AccommodationOffer, type Sailing } from '../../../../core/search';
import {
  type AccommodationOption, type BookingState, type CodeCheckStatus, type CodeEntries, type CodeKind, type CompanyDiscount, type CompanyRules,
  type LoadCompanyRules, type PassengerTypeOption, type TripBooking, type TripProblem, type ValidatePassengerCode,
  NO_CODE_ENTRIES, PET_CODES, accommodationOptions, addPetToFirstFree, addTrailerOfCommonType, addVehicle,
  applyCodeCheck, assignPet, cabinShare, canAddPet, canAddVehicle, canRemovePassenger, chooseAccommodation,
  chosenLegs, codeAccepted, codeEntriesWithoutPassenger, codeEntryKey, codePatch, commonTrailerTypes,
  commonVehicleTypes, copyFirstTripChoices, forgetCodeEntry, needsDocument, offerOf, offersCode, passengerCode,
  passengerDiscounts, passengerTypeOptions, petOwnerOptions, pricingRefusalPlace, removePassenger, removePet, removeTrailer,
  removeVehicle, setPassengerChoice, setPet, setTrailer, setTrailerLength, setVehicle, setVehicleLength,
  step2Problems, tripProblems, typeCodeEntry, typedCode,
} from '../../../../core/booking';
import { type BookingStore } from '../../../shared/booking/booking-store';
import { type LivePricing } from '../price-summary/live-pricing';
import { QUIET_MESSAGES, type StepProblem, pricingMessage, problemMessages } from './step2-problems';

export { fieldIds, type StepProblem } from './step2-problems';
export type { AccommodationOption } from '../../../../core/booking';

export interface CodeCheck { readonly status: CodeCheckStatus }

/**
 * ResultsStep2: per chosen trip each passenger's type, place, discount, loyalty card and MAN code; the party's
 * vehicles, trailers and pets. What may be chosen, the limits and the step's problems are the core's
 * (`step2-choices.ts`, `step2-problems.ts`); every change goes through a core transition on the booking store;
 * LivePricing prices the changed choices; Continue is possible once the step is valid.
 */
export class ResultsStep2ViewModel {
  /** Rules of each chosen trip's company; null when they could not be loaded (the step then offers the defaults). */
  companies: Record<string, CompanyRules | null> = {};
  /** What was typed into loyalty / MAN fields and not (yet) accepted, and the checks of it. */
  codes: CodeEntries = NO_CODE_ENTRIES;
  /** Set by Continue on an incomplete step: the controls then show why. */
  showErrors = false;
  continuing = false;

  constructor(private readonly deps: {
    store: BookingStore;
    pricing: LivePricing;
    validateCode: Pick<ValidatePassengerCode, 'execute'>;
    loadCompany: Pick<LoadCompanyRules, 'execute'>;
  }) {
    makeAutoObservable<ResultsStep2ViewModel, 'deps'>(this, { deps: false }, { autoBind: true });
  }

  get state(): BookingState { return this.deps.store.state; }
  get pricing(): LivePricing { return this.deps.pricing; }

  /** Starts live pricing and loads the companies' rules; returns the clean-up for unmount. */
  start(): () => void {
    const stop = this.deps.pricing.watch();
    for (const code of new Set(this.legs.map((leg) => this.trip(leg).company.code))) void this.loadCompany(code);
    return stop;
  }

  /** The legs with a chosen trip, in departure order. */
  get legs(): number[] { return chosenLegs(this.state); }
  trip(leg: number): Sailing { return this.state.routes[leg]!; }
  item(leg: number): TripBooking { return this.state.items[leg]!; }
  get passengerCount(): number { return this.state.party.passengerTypes.length; }
  company(leg: number): CompanyRules | null | undefined { return this.companies[this.trip(leg).company.code]; }

  passengerTypes(leg: number, passenger: number): PassengerTypeOption[] { return passengerTypeOptions(this.item(leg), passenger, this.company(leg)); }
  accommodations(leg: number, passenger: number): AccommodationOption[] { return accommodationOptions(this.trip(leg), this.item(leg), passenger); }
  offerOf(leg: number, passenger: number): AccommodationOffer | undefined { return offerOf(this.trip(leg), this.item(leg), passenger); }
  cabinShare(leg: number, passenger: number) { return cabinShare(this.trip(leg), this.item(leg), passenger); }
  passengerDiscounts(leg: number): CompanyDiscount[] { return passengerDiscounts(this.company(leg)); }
  needsDocument(leg: number, passenger: number): boolean { return needsDocument(this.item(leg), passenger, this.company(leg)); }
  offersCode(leg: number, kind: CodeKind): boolean { return offersCode(this.company(leg), kind); }
  codeValue(leg: number, passenger: number, kind: CodeKind): string { return typedCode(this.state, this.codes, leg, passenger, kind); }

  codeCheck(leg: number, passenger: number, kind: CodeKind): CodeCheck | undefined {
    const status = this.codes.checks[codeEntryKey(leg, passenger, kind)];
    return status && { status };
  }

  /** Whether the passenger's code of that kind is accepted and in the booking. */
  codeAccepted(leg: number, passenger: number, kind: CodeKind): boolean { return codeAccepted(this.state, this.codes, leg, passenger, kind); }

  // ---- changes (each a core transition) ----

  setPassengerType(leg: number, passenger: number, passengerType: string): void { this.deps.store.update((s) => setPassengerChoice(s, leg, passenger, { passengerType })); }
  setAccommodation(leg: number, passenger: number, code: string): void { this.deps.store.update((s) => chooseAccommodation(s, leg, passenger, code)); }
  setDiscount(leg: number, passenger: number, discountIdOrCode: string): void { this.deps.store.update((s) => setPassengerChoice(s, leg, passenger, { discountIdOrCode: discountIdOrCode || undefined })); }
  setDocument(leg: number, passenger: number, documentId: string): void { this.deps.store.update((s) => setPassengerChoice(s, leg, passenger, { documentId })); }
  typeCode(leg: number, passenger: number, kind: CodeKind, value: string): void { this.codes = typeCodeEntry(this.codes, codeEntryKey(leg, passenger, kind), value); }

  /** Checks a typed code with the company (ValidatePassengerCode); an emptied field removes the code. */
  async checkCode(leg: number, passenger: number, kind: CodeKind): Promise<void> {
    const key = codeEntryKey(leg, passenger, kind);
    const value = this.codeValue(leg, passenger, kind).trim();
    if (!value) {
      if (passengerCode(this.item(leg).passengers[passenger], kind) !== undefined) this.deps.store.update((s) => setPassengerChoice(s, leg, passenger, codePatch(kind, undefined)));
      this.codes = forgetCodeEntry(this.codes, key);
      return;
    }
    if (this.codeAccepted(leg, passenger, kind) || this.codes.checks[key] === 'checking') return;
    this.codes = { ...this.codes, checks: { ...this.codes.checks, [key]: 'checking' } };
    const result = await this.deps.validateCode.execute(this.state, { leg, passenger, kind, value });
    runInAction(() => {
      if (this.codeValue(leg, passenger, kind).trim() !== value) return; // typed on meanwhile
      const { state, status } = applyCodeCheck(this.state, leg, passenger, kind, value, result);
      this.deps.store.update(() => state);
      const entries = status === 'valid' ? forgetCodeEntry(this.codes, key) : this.codes;
      this.codes = { ...entries, checks: { ...entries.checks, [key]: status } };
    });
  }

  /** "Same as the first trip": the other trips take the first trip's choices. */
  copyFirstTrip(): void { this.deps.store.update(copyFirstTripChoices); }

  // vehicles, trailers, pets (the party's: the same on every trip)

  get vehicleTypes(): string[] { return commonVehicleTypes(this.state); }
  get trailerTypes(): string[] { return commonTrailerTypes(this.state); }
  get petCodes(): string[] { return [...PET_CODES]; }
  get canRemovePassenger(): boolean { return canRemovePassenger(this.state); }
  get canAddVehicle(): boolean { return canAddVehicle(this.state); }
  get canAddPet(): boolean { return canAddPet(this.state); }

  /** Removes a passenger from every trip (the core's `removePassenger`); typed and checked codes follow their passengers. */
  removePassenger(index: number): void {
    if (!this.canRemovePassenger) return;
    this.deps.store.update((s) => removePassenger(s, index));
    // The results URL's passenger count follows (a reload or a shared link then has the party that is booked).
    this.deps.store.followBooking();
    this.codes = codeEntriesWithoutPassenger(this.codes, index);
  }

  addVehicle(): void { this.deps.store.update(addVehicle); }
  removeVehicle(index: number): void { this.deps.store.update((s) => removeVehicle(s, index)); }
  setVehicleType(index: number, accommodationType: string): void { this.deps.store.update((s) => setVehicle(s, index, { accommodationType })); }
  setVehicleLength(index: number, length: number): void { this.deps.store.update((s) => setVehicleLength(s, index, length)); }
  addTrailer(index: number): void { this.deps.store.update((s) => addTrailerOfCommonType(s, index)); }
  removeTrailer(index: number): void { this.deps.store.update((s) => removeTrailer(s, index)); }
  setTrailerType(index: number, accommodationType: string): void { this.deps.store.update((s) => setTrailer(s, index, { accommodationType })); }
  setTrailerLength(index: number, length: number): void { this.deps.store.update((s) => setTrailerLength(s, index, length)); }
  addPet(): void { this.deps.store.update(addPetToFirstFree); }
  removePet(index: number): void { this.deps.store.update((s) => removePet(s, index)); }
  setPetCode(index: number, code: string): void { this.deps.store.update((s) => setPet(s, index, { code })); }
  setPetOwner(index: number, passengerIndex: number): void { this.deps.store.update((s) => assignPet(s, index, passengerIndex)); }
  petOwnerChoices(pet: number): { index: number; selectable: boolean }[] { return petOwnerOptions(this.state, pet); }

  // ---- validity ----

  /** Problems of each trip as the core sees them, by leg. */
  tripProblems(leg: number): TripProblem[] { return tripProblems(this.trip(leg), this.item(leg)); }

  /** The message on a control, when there is one to show now. */
  errorOf(field: string): StepProblem | undefined {
    return this.problems.find((p) => p.field === field && (this.showErrors || !QUIET_MESSAGES.has(p.message)));
  }

  /** Everything that blocks Continue (the core's `step2Problems`), each on its control when it has one; pricing failures included. */
  get problems(): StepProblem[] {
    const problems = step2Problems(this.state, (leg) => this.company(leg), this.codes).flatMap((p) => problemMessages(this.state, p));
    const failed = this.pricingProblem;
    return failed ? [...problems, failed] : problems;
  }

  /** A failed pricing, on the control the server named when it named one (`trips.0.passengers.1.accommodationType`). */
  get pricingProblem(): StepProblem | undefined {
    const failure = this.deps.pricing.status === 'failed' ? this.deps.pricing.failure : undefined;
    if (!failure || failure.kind === 'NotReady') return undefined;
    return pricingMessage(failure, pricingRefusalPlace(failure.refusal.field, this.legs));
  }

  /** Whether Continue can go on now (the step is valid: every choice made and priced). */
  get valid(): boolean { return this.state.steps[1] && this.problems.length === 0; }

  /**
   * Continue: prices at once when a change is still waiting, then answers whether the step is valid. When it is
   * not, the controls show why (the component then moves focus to the first of them).
   */
  async continue(): Promise<boolean> {
    if (this.continuing) return false;
    this.continuing = true;
    try {
      if (this.problems.length === 0 && !this.state.steps[1]) await this.deps.pricing.priceNow();
      return runInAction(() => {
        this.showErrors = !this.valid;
        return this.valid;
      });
    } finally {
      runInAction(() => { this.continuing = false; });
    }
  }

  /** The first control to fix, for focus after a refused Continue. */
  get firstProblemField(): string | undefined { return this.problems.find((p) => p.field)?.field; }

  private async loadCompany(code: string): Promise<void> {
    if (code in this.companies) return;
    const result = await this.deps.loadCompany.execute(code);
    runInAction(() => { this.companies = { ...this.companies, [code]: result.ok ? result.value ?? null : null }; });
  }
}
