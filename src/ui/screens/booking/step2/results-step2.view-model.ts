import { makeAutoObservable, runInAction } from 'mobx';
import { type AccommodationOffer, type Sailing } from '../../../../core/search';
import {
  type BookingState, type CodeKind, type CompanyRules, type LoadCompanyRules, type PassengerChoice,
  type TripBooking, type TripProblem, type ValidatePassengerCode, DEFAULT_TRAILER_LENGTH, DEFAULT_TRAILER_TYPE,
  MAX_VEHICLE_LENGTH, MIN_VEHICLE_LENGTH, PET_CODES, TRAILER_TYPES, VEHICLE_TYPES, addPet, addTrailer, addVehicle,
  assignPet, canTakePet, chooseAccommodation, copyFirstTripChoices, passengerOffers, placesTaken, removePassenger, removePet,
  removeTrailer, removeVehicle, setPassengerChoice, setPet, setTrailer, setVehicle, trailerTypesOf, tripProblems,
  vehicleTypesOf,
} from '../../../../core/booking';
import { DEFAULT_PASSENGER_TYPE, takesPlace } from '../../../../core/search/domain/passenger-types';
import { PASSENGER_TYPES, MAX_PETS, MAX_PETS_PER_PASSENGER, MAX_VEHICLES } from '../../../../core/search/domain/travellers';
import { type BookingStore } from '../../../shared/booking/booking-store';
import { PRICING_FAILURE_MESSAGES } from '../../../shared/failure-messages';
import { type LivePricing } from '../price-summary/live-pricing';

/** Ids of the step's controls, so an error can name and focus the control it is about. */
export const fieldIds = {
  type: (leg: number, p: number) => `s2-${leg}-p${p}-type`,
  accommodation: (leg: number, p: number) => `s2-${leg}-p${p}-acc`,
  discount: (leg: number, p: number) => `s2-${leg}-p${p}-discount`,
  document: (leg: number, p: number) => `s2-${leg}-p${p}-doc`,
  code: (leg: number, p: number, kind: CodeKind) => `s2-${leg}-p${p}-${kind}`,
  vehicleType: (v: number) => `s2-v${v}-type`,
  vehicleLength: (v: number) => `s2-v${v}-length`,
  trailerType: (v: number) => `s2-t${v}-type`,
  trailerLength: (v: number) => `s2-t${v}-length`,
  petType: (i: number) => `s2-pet${i}-type`,
  petOwner: (i: number) => `s2-pet${i}-owner`,
  vehicles: 's2-vehicles',
  pets: 's2-pets',
  continue: 's2-continue',
} as const;

/** A message (id and values) shown on a control, or for the whole step when `field` is undefined. */
export interface StepProblem {
  readonly field: string | undefined;
  readonly message: string;
  readonly values?: Record<string, string | number>;
}

export interface CodeCheck {
  readonly status: 'checking' | 'valid' | 'invalid' | 'failed';
}

export interface AccommodationOption {
  readonly offer: AccommodationOffer;
  /** Places (or whole cabins) the sailing has left. */
  readonly left: number;
  /** Whether this passenger can take it: room is left with the party's other choices counted, or the passenger has it. */
  readonly selectable: boolean;
}

/** Messages of what is still to do, shown once Continue was pressed; the others show at once. */
const QUIET = new Set(['results.step2.error.chooseAccommodation', 'results.step2.error.codeUnchecked', 'results.step2.error.document', 'results.step2.error.petOwner']);

const codeKey = (leg: number, passenger: number, kind: CodeKind) => `${leg}.${passenger}.${kind}`;

/**
 * ResultsStep2: per chosen trip each passenger's type, place, discount, loyalty card and MAN code; the party's
 * vehicles, trailers and pets. Every change goes through a core transition on the booking store; LivePricing
 * prices the changed choices; Continue is possible once the step is valid (step-rules.ts).
 */
export class ResultsStep2ViewModel {
  /** Rules of each chosen trip's company; null when they could not be loaded (the step then offers the defaults). */
  companies: Record<string, CompanyRules | null> = {};
  /** What was typed into loyalty / MAN fields and not (yet) accepted. */
  codeDrafts: Record<string, string> = {};
  codeChecks: Record<string, CodeCheck> = {};
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

  get state(): BookingState {
    return this.deps.store.state;
  }

  get pricing(): LivePricing {
    return this.deps.pricing;
  }

  /** Starts live pricing and loads the companies' rules; returns the clean-up for unmount. */
  start(): () => void {
    const stop = this.deps.pricing.watch();
    for (const code of new Set(this.legs.map((leg) => this.trip(leg).company.code))) void this.loadCompany(code);
    return stop;
  }

  /** The legs with a chosen trip, in departure order. */
  get legs(): number[] {
    return this.state.routes.flatMap((trip, leg) => (trip && this.state.items[leg] ? [leg] : []))
      .sort((a, b) => this.trip(a).departureDatetime.localeCompare(this.trip(b).departureDatetime));
  }

  trip(leg: number): Sailing {
    return this.state.routes[leg]!;
  }

  item(leg: number): TripBooking {
    return this.state.items[leg]!;
  }

  get passengerCount(): number {
    return this.state.party.passengerTypes.length;
  }

  company(leg: number): CompanyRules | null | undefined {
    return this.companies[this.trip(leg).company.code];
  }

  /** Passenger types to choose from: the company's, or the shop's list while they are unknown; the current one always. */
  passengerTypes(leg: number, passenger: number): { code: string; name?: string; offered: boolean }[] {
    const current = this.item(leg).passengers[passenger]?.passengerType ?? DEFAULT_PASSENGER_TYPE;
    const company = this.company(leg);
    const list = company && company.passengerTypes.length > 0
      ? company.passengerTypes.map((t) => ({ code: t.code, name: t.name, offered: true }))
      : PASSENGER_TYPES.map((code) => ({ code: code as string, offered: true }));
    return list.some((t) => t.code === current) ? list : [...list, { code: current, offered: false }];
  }

  accommodations(leg: number, passenger: number): AccommodationOption[] {
    const trip = this.trip(leg);
    const item = this.item(leg);
    const mine = item.passengers[passenger]?.accommodationType;
    return passengerOffers(trip).map((offer) => {
      const withMe = { passengers: item.passengers.map((p, i) => (i === passenger ? { ...p, accommodationType: offer.code } : p)) };
      const fits = (placesTaken(withMe, trip).get(offer.code) ?? 0) <= offer.available;
      return { offer, left: offer.available, selectable: mine === offer.code || fits };
    });
  }

  /** The offer a passenger has on a trip. */
  offerOf(leg: number, passenger: number): AccommodationOffer | undefined {
    const code = this.item(leg).passengers[passenger]?.accommodationType;
    return passengerOffers(this.trip(leg)).find((o) => o.code === code);
  }

  /** Passengers of the party in the same whole-cabin type on this trip, and the beds nobody of the party fills. */
  cabinShare(leg: number, passenger: number): { beds: number; occupants: number; cabins: number } | undefined {
    const offer = this.offerOf(leg, passenger);
    if (!offer || offer.kind !== 'cabin') return undefined;
    const occupants = this.item(leg).passengers.filter((p) => p.accommodationType === offer.code && takesPlace(p.passengerType)).length;
    const cabins = placesTaken(this.item(leg), this.trip(leg)).get(offer.code) ?? 0;
    return { beds: offer.beds, occupants, cabins };
  }

  passengerDiscounts(leg: number) {
    return (this.company(leg)?.discounts ?? []).filter((d) => d.appliesTo === 'passenger');
  }

  /** Whether the passenger's type or discount needs an identity document number. */
  needsDocument(leg: number, passenger: number): boolean {
    const p = this.item(leg).passengers[passenger];
    const company = this.company(leg);
    if (!p || !company) return false;
    return company.passengerTypes.some((t) => t.code === p.passengerType && t.requiresDocument)
      || company.discounts.some((d) => d.code === p.discountIdOrCode && d.requiresDocument);
  }

  /** Loyalty cards apply when the company has a scheme (or while its rules are unknown). */
  offersCode(leg: number, kind: CodeKind): boolean {
    const company = this.company(leg);
    if (!company) return true;
    return kind === 'loyalty' ? company.loyaltySchemes.length > 0 : company.residentDiscount !== null;
  }

  codeValue(leg: number, passenger: number, kind: CodeKind): string {
    const key = codeKey(leg, passenger, kind);
    if (key in this.codeDrafts) return this.codeDrafts[key]!;
    const p = this.item(leg).passengers[passenger];
    return (kind === 'loyalty' ? p?.loyaltyCard : p?.residentIdOrCode) ?? '';
  }

  codeCheck(leg: number, passenger: number, kind: CodeKind): CodeCheck | undefined {
    return this.codeChecks[codeKey(leg, passenger, kind)];
  }

  /** Whether the passenger's code of that kind is accepted and in the booking. */
  codeAccepted(leg: number, passenger: number, kind: CodeKind): boolean {
    const p = this.item(leg).passengers[passenger];
    const stored = kind === 'loyalty' ? p?.loyaltyCard : p?.residentIdOrCode;
    return !!stored && this.codeValue(leg, passenger, kind) === stored;
  }

  // ---- changes (each a core transition) ----

  setPassengerType(leg: number, passenger: number, passengerType: string): void {
    this.deps.store.update((s) => setPassengerChoice(s, leg, passenger, { passengerType }));
  }

  setAccommodation(leg: number, passenger: number, code: string): void {
    this.deps.store.update((s) => chooseAccommodation(s, leg, passenger, code));
  }

  setDiscount(leg: number, passenger: number, discountIdOrCode: string): void {
    this.deps.store.update((s) => setPassengerChoice(s, leg, passenger, { discountIdOrCode: discountIdOrCode || undefined }));
  }

  setDocument(leg: number, passenger: number, documentId: string): void {
    this.deps.store.update((s) => setPassengerChoice(s, leg, passenger, { documentId }));
  }

  typeCode(leg: number, passenger: number, kind: CodeKind, value: string): void {
    const key = codeKey(leg, passenger, kind);
    this.codeDrafts = { ...this.codeDrafts, [key]: value };
    const { [key]: _dropped, ...rest } = this.codeChecks;
    this.codeChecks = rest;
  }

  /** Checks a typed code with the company (ValidatePassengerCode); an emptied field removes the code. */
  async checkCode(leg: number, passenger: number, kind: CodeKind): Promise<void> {
    const key = codeKey(leg, passenger, kind);
    const value = this.codeValue(leg, passenger, kind).trim();
    const patch = (code: string | undefined): Partial<PassengerChoice> => (kind === 'loyalty' ? { loyaltyCard: code } : { residentIdOrCode: code });
    if (!value) {
      const p = this.item(leg).passengers[passenger];
      if ((kind === 'loyalty' ? p?.loyaltyCard : p?.residentIdOrCode) === undefined) {
        this.forget(key);
        return;
      }
      this.deps.store.update((s) => setPassengerChoice(s, leg, passenger, patch(undefined)));
      this.forget(key);
      return;
    }
    if (this.codeAccepted(leg, passenger, kind) || this.codeChecks[key]?.status === 'checking') return;
    this.codeChecks = { ...this.codeChecks, [key]: { status: 'checking' } };
    const result = await this.deps.validateCode.execute(this.state, { leg, passenger, kind, value });
    runInAction(() => {
      if (this.codeValue(leg, passenger, kind).trim() !== value) return; // typed on meanwhile
      if (result.ok) {
        this.deps.store.update((s) => setPassengerChoice(s, leg, passenger, patch(value)));
        this.forget(key);
        this.codeChecks = { ...this.codeChecks, [key]: { status: 'valid' } };
      } else {
        if (result.error.kind === 'CodeNotValid') {
          // A code that is not valid must not stay in the booking (it would fail the pricing).
          this.deps.store.update((s) => setPassengerChoice(s, leg, passenger, patch(undefined)));
        }
        this.codeChecks = { ...this.codeChecks, [key]: { status: result.error.kind === 'CodeNotValid' ? 'invalid' : 'failed' } };
      }
    });
  }

  /** "Same as the first trip": the other trips take the first trip's choices. */
  copyFirstTrip(): void {
    this.deps.store.update(copyFirstTripChoices);
  }

  // vehicles, trailers, pets (the party's: the same on every trip)

  /** Vehicle categories every chosen sailing takes. */
  get vehicleTypes(): string[] {
    return VEHICLE_TYPES.filter((type) => this.legs.every((leg) => vehicleTypesOf(this.trip(leg)).includes(type)));
  }

  get trailerTypes(): string[] {
    return TRAILER_TYPES.filter((type) => this.legs.every((leg) => trailerTypesOf(this.trip(leg)).includes(type)));
  }

  get petCodes(): string[] {
    return [...PET_CODES];
  }

  /** A passenger may be removed while another stays (one at least travels). */
  get canRemovePassenger(): boolean {
    return this.passengerCount > 1;
  }

  /**
   * Removes a passenger from every trip (the core's `removePassenger`: its pets are left without a passenger, to be
   * given to another, vehicles beyond the passenger count go). Typed and checked codes follow their passengers.
   */
  removePassenger(index: number): void {
    if (!this.canRemovePassenger) return;
    this.deps.store.update((s) => removePassenger(s, index));
    // The results URL's passenger count follows (a reload or a shared link then has the party that is booked).
    this.deps.store.followBooking();
    const shift = <T>(record: Record<string, T>) => Object.fromEntries(Object.entries(record).flatMap(([key, value]) => {
      const [leg, passenger, kind] = key.split('.');
      const n = Number(passenger);
      if (n === index) return [];
      return [[n > index ? `${leg}.${n - 1}.${kind}` : key, value]];
    }));
    this.codeDrafts = shift(this.codeDrafts);
    this.codeChecks = shift(this.codeChecks);
  }

  get canAddVehicle(): boolean {
    return this.state.party.vehicles.length < Math.min(this.passengerCount, MAX_VEHICLES);
  }

  get canAddPet(): boolean {
    return this.state.party.pets.length < Math.min(this.passengerCount * MAX_PETS_PER_PASSENGER, MAX_PETS);
  }

  addVehicle(): void {
    this.deps.store.update(addVehicle);
  }

  removeVehicle(index: number): void {
    this.deps.store.update((s) => removeVehicle(s, index));
  }

  setVehicleType(index: number, accommodationType: string): void {
    this.deps.store.update((s) => setVehicle(s, index, { accommodationType }));
  }

  setVehicleLength(index: number, length: number): void {
    if (!Number.isFinite(length)) return;
    this.deps.store.update((s) => setVehicle(s, index, { length }));
  }

  addTrailer(index: number): void {
    const type = this.trailerTypes[0] ?? DEFAULT_TRAILER_TYPE;
    this.deps.store.update((s) => {
      const added = addTrailer(s, index);
      return type === DEFAULT_TRAILER_TYPE ? added : setTrailer(added, index, { accommodationType: type, length: DEFAULT_TRAILER_LENGTH });
    });
  }

  removeTrailer(index: number): void {
    this.deps.store.update((s) => removeTrailer(s, index));
  }

  setTrailerType(index: number, accommodationType: string): void {
    this.deps.store.update((s) => setTrailer(s, index, { accommodationType }));
  }

  setTrailerLength(index: number, length: number): void {
    if (!Number.isFinite(length)) return;
    this.deps.store.update((s) => setTrailer(s, index, { length }));
  }

  /** Adds a pet in the care of the first passenger with room for one more. */
  addPet(): void {
    const pets = this.state.party.pets;
    const owner = Array.from({ length: this.passengerCount }, (_, i) => i).find((i) => canTakePet(pets, i));
    if (owner === undefined) return;
    this.deps.store.update((s) => addPet(s, owner));
  }

  removePet(index: number): void {
    this.deps.store.update((s) => removePet(s, index));
  }

  setPetCode(index: number, code: string): void {
    this.deps.store.update((s) => setPet(s, index, { code }));
  }

  setPetOwner(index: number, passengerIndex: number): void {
    this.deps.store.update((s) => assignPet(s, index, passengerIndex));
  }

  /** Passengers who can take a pet (at most 5 each), and the pet's own passenger. */
  petOwnerChoices(pet: number): { index: number; selectable: boolean }[] {
    const pets = this.state.party.pets;
    return Array.from({ length: this.passengerCount }, (_, index) => ({
      index, selectable: pets[pet]?.passengerIndex === index || canTakePet(pets, index),
    }));
  }

  // ---- validity ----

  /** Problems of each trip as the core sees them, by leg. */
  tripProblems(leg: number): TripProblem[] {
    return tripProblems(this.trip(leg), this.item(leg));
  }

  /** The message on a control, when there is one to show now. */
  errorOf(field: string): StepProblem | undefined {
    return this.problems.find((p) => p.field === field && (this.showErrors || !QUIET.has(p.message)));
  }

  /** Everything that blocks Continue, each on its control when it has one; pricing failures included. */
  get problems(): StepProblem[] {
    const problems: StepProblem[] = [];
    for (const leg of this.legs) {
      const item = this.item(leg);
      item.passengers.forEach((p, i) => {
        if (!p.accommodationType) problems.push({ field: fieldIds.accommodation(leg, i), message: 'results.step2.error.chooseAccommodation' });
        if (this.needsDocument(leg, i) && !(p.documentId ?? '').trim()) problems.push({ field: fieldIds.document(leg, i), message: 'results.step2.error.document' });
        for (const kind of ['loyalty', 'man'] as const) {
          const check = this.codeCheck(leg, i, kind);
          const typed = this.codeValue(leg, i, kind).trim();
          if (check?.status === 'invalid') problems.push({ field: fieldIds.code(leg, i, kind), message: kind === 'loyalty' ? 'results.step2.error.loyalty' : 'results.step2.error.man' });
          else if (check?.status === 'failed') problems.push({ field: fieldIds.code(leg, i, kind), message: 'results.step2.error.codeCheck' });
          else if (typed && !this.codeAccepted(leg, i, kind)) problems.push({ field: fieldIds.code(leg, i, kind), message: 'results.step2.error.codeUnchecked' });
        }
      });
      for (const problem of this.tripProblems(leg)) problems.push(...this.problemOf(leg, problem));
    }
    this.state.party.pets.forEach((pet, i) => {
      if (pet.passengerIndex === null) problems.push({ field: fieldIds.petOwner(i), message: 'results.step2.error.petOwner' });
    });
    this.state.party.vehicles.forEach((v, i) => {
      if (!(v.length >= MIN_VEHICLE_LENGTH && v.length <= MAX_VEHICLE_LENGTH)) problems.push({ field: fieldIds.vehicleLength(i), message: 'results.step2.error.length' });
      const t = this.state.party.trailers[i];
      if (t && !(t.length >= MIN_VEHICLE_LENGTH && t.length <= MAX_VEHICLE_LENGTH)) problems.push({ field: fieldIds.trailerLength(i), message: 'results.step2.error.length' });
    });
    const failed = this.pricingProblem;
    if (failed) problems.push(failed);
    return problems;
  }

  private problemOf(leg: number, problem: TripProblem): StepProblem[] {
    const route = `${this.trip(leg).from.name} – ${this.trip(leg).to.name}`;
    switch (problem.kind) {
      case 'accommodationFull': {
        const offer = passengerOffers(this.trip(leg)).find((o) => o.code === problem.code);
        return this.item(leg).passengers.flatMap((p, i) => (p.accommodationType === problem.code
          ? [{ field: fieldIds.accommodation(leg, i), message: 'results.step2.error.full', values: { name: offer?.name ?? problem.code, left: offer?.available ?? 0 } }] : []));
      }
      case 'unknownAccommodation':
        return [{ field: fieldIds.accommodation(leg, problem.passenger), message: 'results.step2.error.chooseAccommodation' }];
      case 'berthSex':
        return [{ field: fieldIds.accommodation(leg, problem.passenger), message: 'results.step2.error.berthSex' }];
      case 'noGarage':
        return [{ field: fieldIds.vehicles, message: 'results.step2.error.noGarage', values: { route } }];
      case 'vehicleType':
        return [{ field: fieldIds.vehicleType(problem.vehicle), message: 'results.step2.error.vehicleType', values: { route } }];
      case 'noTrailers':
        return [{ field: fieldIds.trailerType(problem.trailer), message: 'results.step2.error.noTrailers', values: { route } }];
      case 'garageFull':
        return [{ field: fieldIds.vehicles, message: 'results.step2.error.garageFull', values: { route } }];
      case 'noPets':
        return [{ field: fieldIds.pets, message: 'results.step2.error.noPets', values: { route } }];
      case 'petsFull':
        return [{ field: fieldIds.pets, message: 'results.step2.error.petsFull', values: { route, left: this.trip(leg).petAvailability } }];
    }
  }

  /** A failed pricing, on the control the server named when it named one (`trips.0.passengers.1.accommodationType`). */
  get pricingProblem(): StepProblem | undefined {
    const live = this.deps.pricing;
    if (live.status !== 'failed' || !live.failure || live.failure.kind === 'NotReady') return undefined;
    const message = PRICING_FAILURE_MESSAGES[live.failure.kind];
    const path = (live.failure.refusal.field ?? '').split('.');
    const legs = this.legs;
    const leg = path[0] === 'trips' ? legs[Number(path[1])] : legs.length === 1 ? legs[0] : undefined;
    const rest = path[0] === 'trips' ? path.slice(2) : path;
    const index = Number(rest[1]);
    let field: string | undefined;
    if (leg !== undefined && rest[0] === 'passengers' && Number.isInteger(index)) {
      const prop = rest[2];
      field = prop === 'passengerType' ? fieldIds.type(leg, index)
        : prop === 'discountIdOrCode' ? fieldIds.discount(leg, index)
          : prop === 'documentId' ? fieldIds.document(leg, index)
            : prop === 'loyaltyCard' ? fieldIds.code(leg, index, 'loyalty')
              : prop === 'residentIdOrCode' ? fieldIds.code(leg, index, 'man')
                : fieldIds.accommodation(leg, index);
    } else if (rest[0] === 'vehicles') field = Number.isInteger(index) ? fieldIds.vehicleType(index) : fieldIds.vehicles;
    else if (rest[0] === 'trailers') field = Number.isInteger(index) ? fieldIds.trailerType(index) : fieldIds.vehicles;
    else if (rest[0] === 'Pets') field = fieldIds.pets;
    return { field, message };
  }

  /** Whether Continue can go on now (the step is valid: every choice made and priced). */
  get valid(): boolean {
    return this.state.steps[1] && this.problems.length === 0;
  }

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
  get firstProblemField(): string | undefined {
    return this.problems.find((p) => p.field)?.field;
  }

  private async loadCompany(code: string): Promise<void> {
    if (code in this.companies) return;
    const result = await this.deps.loadCompany.execute(code);
    runInAction(() => {
      this.companies = { ...this.companies, [code]: result.ok ? result.value ?? null : null };
    });
  }

  private forget(key: string): void {
    const { [key]: _draft, ...drafts } = this.codeDrafts;
    this.codeDrafts = drafts;
    const { [key]: _check, ...checks } = this.codeChecks;
    this.codeChecks = checks;
  }
}
