import { makeAutoObservable, runInAction } from 'mobx';
import { type ManageSavedItems, type Saved } from '../../../../core/account';
import { type User } from '../../../../core/auth/domain/user';
import {
  type BookingFailure, type BookingState, type CodeKind, type InvoiceLookupGateway, type PriceBooking,
  type ValidatePassengerCode, berthSexOf, goToStep, priceSummary, setCoupon, setInvoice, setLeader,
  setAddressZip, setPassengerChoice, setPaymentForm, setPetForm, setPricing, setTraveller, setVehicleForm,
} from '../../../../core/booking';
import { type Quote } from '../../../../core/booking';
import { type CheckCoupon, normaliseCouponCode } from '../../../../core/coupon';
import { type Clock } from '../../../../core/shared/clock.port';
import { type Logger } from '../../../../core/shared/logger.port';
import { type Locale } from '../../../../core/shared/locale';
import { type BookingStore } from '../../../shared/booking/booking-store';
import { detailsCallFailureMessage } from '../../../shared/failure-messages';
import { prefixOfCountry, splitAccountPhone, splitInternational } from './countries';
import { detailsFieldKeys, detailsFieldValue, setDetailsField, tidyDetailsField } from '../../../../core/booking/domain/details-fields';
import {
  digitsAndSpaces, normaliseCode, normaliseContactName, normaliseEmail, normaliseName,
} from '../../../../core/booking/domain/details-tidy';
import { STEP3_MESSAGES, step3FieldErrors, step3Needs, type Step3Needs } from './step3-rules';

/** The account's saved records a traveller, vehicle or pet can be filled from. */
export interface SavedRecords {
  passengers: Saved<'passengers'>[];
  vehicles: Saved<'vehicles'>[];
  pets: Saved<'pets'>[];
}

export interface ResultsStep3Deps {
  store: BookingStore;
  /** The page's language (the prefecture prefilled from a postal code is written in it). */
  locale: () => Locale;
  clock: Clock;
  logger: Logger;
  invoice: Pick<InvoiceLookupGateway, 'companyByTaxNumber'>;
  priceBooking: Pick<PriceBooking, 'execute'>;
  validateCode: Pick<ValidatePassengerCode, 'execute'>;
  /** The coupon check (loads the coupon domain when needed). */
  checkCoupon: () => Promise<Pick<CheckCoupon, 'execute'>>;
  /** The logged-in user, after a kept session has been checked. */
  currentUser: () => Promise<User | undefined>;
  /** The saved-items use case (loads the auth and account domains): asked for only when a session exists. */
  savedItems: () => Promise<Pick<ManageSavedItems, 'list'>>;
}

const CODE_FIELD: Record<CodeKind, 'residentIdOrCode' | 'loyaltyCard'> = { man: 'residentIdOrCode', loyalty: 'loyaltyCard' };
const CODE_KEY: Record<CodeKind, 'manNumber' | 'loyaltyCard'> = { man: 'manNumber', loyalty: 'loyaltyCard' };

/**
 * ResultsStep3: the travellers' details, the leader's contact, ticket delivery, invoice, coupon, newsletter and
 * terms. Every keystroke goes through a core form transition into the booking store (saved at once, so a reload
 * keeps it); text is tidied when a field is left; errors show once a field was left or Pay was pressed.
 */
export class ResultsStep3ViewModel {
  /** Fields the traveller has left at least once. */
  touched = new Set<string>();
  /** Pay was pressed: every error shows. */
  submitted = false;
  /** Errors from calls (codes, coupon, tax number, the booking server), shown until the field changes. */
  callErrors: Record<string, string> = {};
  /** Calls running, by field key (`invoice.tax`, `coupon.couponNumber`, `traveller.0.manNumber`…). */
  busy: Record<string, boolean> = {};
  /** Short confirmations by field key (company found, coupon applied, code accepted on n of m trips). */
  notices: Record<string, { id: string; values?: Record<string, string | number> }> = {};
  saved: SavedRecords = { passengers: [], vehicles: [], pets: [] };
  user: User | undefined = undefined;

  constructor(private readonly deps: ResultsStep3Deps) {
    makeAutoObservable<ResultsStep3ViewModel, 'deps'>(this, { deps: false }, { autoBind: true });
  }

  get state(): BookingState {
    return this.deps.store.state;
  }

  get needs(): Step3Needs {
    return step3Needs(this.state);
  }

  private get today(): string {
    return this.deps.clock.nowIso().slice(0, 10);
  }

  get errors(): Map<string, string> {
    const errors = step3FieldErrors(this.state, this.today);
    for (const [key, id] of Object.entries(this.callErrors)) errors.set(key, id);
    return errors;
  }

  /** The message id shown on a field, if any. */
  errorOf(key: string): string | undefined {
    if (this.callErrors[key]) return this.callErrors[key];
    return this.submitted || this.touched.has(key) ? this.errors.get(key) : undefined;
  }

  /** The current text (or flag) of a field. */
  value(key: string): string {
    const [area, a, b] = key.split('.');
    // A code accepted on the passengers step shows here until another is typed.
    if (area === 'traveller' && (b === 'manNumber' || b === 'loyaltyCard')) return this.typedCode(Number(a), b === 'manNumber' ? 'man' : 'loyalty');
    return detailsFieldValue(this.state, key);
  }

  /** Writes what was typed into the booking through the form transitions. */
  set(key: string, raw: string): void {
    let value = raw;
    if (key === 'leader.mobile') {
      const split = splitInternational(raw);
      if (split) {
        this.deps.store.update((s) => setLeader(s, { phonePrefix: split.prefix, mobile: split.national }));
        this.changed(key);
        return;
      }
      value = digitsAndSpaces(raw);
    }
    if (key === 'payment.telephone') value = digitsAndSpaces(raw.replace(/^\s*(\+|00)30/, ''));
    if (key === 'invoice.tax') value = raw.replace(/\D/g, '').slice(0, 9);
    if (key === 'invoice.registry') value = raw.replace(/\D/g, '').slice(0, 12);
    if (key === 'invoice.mobile') value = digitsAndSpaces(raw);
    this.write(key, value);
    this.changed(key);
  }

  /** The traveller left a field: its text is tidied and its error may show. */
  leave(key: string): void {
    const current = this.value(key);
    const tidy = tidyDetailsField(key, current);
    if (tidy !== current) this.write(key, tidy);
    if (!this.touched.has(key)) this.touched = new Set(this.touched).add(key);
  }

  setFlag(key: 'payment.checked' | 'payment.newsletter' | 'invoice.needInvoice', on: boolean): void {
    if (key === 'invoice.needInvoice') this.deps.store.update((s) => setInvoice(s, { needInvoice: on }));
    else this.deps.store.update((s) => setPaymentForm(s, key === 'payment.checked' ? { checked: on } : { newsletter: on }));
    this.changed(key === 'payment.checked' ? 'terms' : key);
  }

  /** The sex traveller `index`'s berths are for (a men's or women's berth chosen in step 2), `mixed`, or undefined. */
  berthSex(index: number): 'male' | 'female' | 'mixed' | undefined {
    return berthSexOf(this.state, index);
  }

  setSex(index: number, sex: 'male' | 'female'): void {
    const key = `traveller.${index}.sex`;
    this.deps.store.update((s) => setTraveller(s, index, { sex }));
    this.changed(key);
    // A choice is made at once: its error (a berth for the other sex) shows without waiting for Pay.
    if (!this.touched.has(key)) this.touched = new Set(this.touched).add(key);
  }

  /** Ticket delivery: e-ticket at the port, or courier within Greece (the recipient defaults to the leader). */
  setDelivery(method: 'port' | 'courier'): void {
    this.deps.store.update((s) => {
      if (method === 'port') return setPaymentForm(s, { receiveTicketsMethod: 'port' });
      const { leader, paymentForm: pay } = s;
      const name = pay.name || normaliseContactName([leader.firstName, leader.lastName].filter(Boolean).join(' '));
      const telephone = pay.telephone || (leader.phonePrefix === '+30' ? leader.mobile : '');
      return setPaymentForm(s, { receiveTicketsMethod: 'courier', name, telephone });
    });
    this.changed('payment.receiveTicketsMethod');
  }

  /** The calling prefix by the country picked in the prefix list. */
  setPhoneCountry(code: string): void {
    const prefix = prefixOfCountry(code);
    if (!prefix) return;
    this.deps.store.update((s) => setLeader(s, { phonePrefix: prefix }));
    this.changed('leader.mobile');
  }

  private write(key: string, value: string): void {
    this.deps.store.update((s) => setDetailsField(s, key, value, this.deps.locale()));
  }

  private changed(key: string): void {
    if (this.callErrors[key] || this.notices[key]) {
      const { [key]: _error, ...errors } = this.callErrors;
      const { [key]: _notice, ...notices } = this.notices;
      this.callErrors = errors;
      this.notices = notices;
    }
  }

  private setBusy(key: string, on: boolean): void {
    this.busy = { ...this.busy, [key]: on };
  }

  private fail(key: string, id: string): void {
    this.callErrors = { ...this.callErrors, [key]: id };
    if (!this.touched.has(key)) this.touched = new Set(this.touched).add(key);
  }

  private notify(key: string, id: string, values?: Record<string, string | number>): void {
    this.notices = { ...this.notices, [key]: { id, values } };
  }

  /** A call of the booking server refused a field (after Pay): the message shows on it. */
  showCallError(key: string, id: string): void {
    this.fail(key, id);
  }

  // Invoice ------------------------------------------------------------------------------------------------

  /** Fills the invoice's company from the tax authority by its tax number (ΑΦΜ). */
  async lookUpCompany(): Promise<void> {
    const key = 'invoice.tax';
    const tax = this.state.invoice.tax.trim();
    this.changed(key);
    if (!/^\d{9}$/.test(tax)) {
      this.fail(key, STEP3_MESSAGES.taxNumber);
      return;
    }
    this.setBusy(key, true);
    try {
      const found = await this.deps.invoice.companyByTaxNumber(tax);
      runInAction(() => {
        if (!found.ok) {
          this.fail(key, found.error.kind === 'NotFound' ? 'results.step3.invoice.notFound' : STEP3_MESSAGES.taxNumber);
          return;
        }
        const c = found.value;
        this.deps.store.update((s) => setInvoice(s, { companyName: c.companyName, activity: c.activity, address: c.address, taxOffice: c.taxOffice }));
        this.notify(key, 'results.step3.invoice.found', { name: c.companyName });
      });
    } catch (error) {
      this.deps.logger.log('error', `invoice look-up failed: ${String(error)}`);
      runInAction(() => this.fail(key, 'results.step3.error.callFailed'));
    } finally {
      runInAction(() => this.setBusy(key, false));
    }
  }

  // Coupon -------------------------------------------------------------------------------------------------

  setHasCoupon(on: boolean): void {
    this.deps.store.update((s) => setCoupon(s, { hasCoupon: on }));
    this.changed('coupon.couponNumber');
    if (!on && this.state.pricing?.coupon) void this.reprice('coupon.couponNumber');
  }

  /** The coupon typed, not yet applied to the prices. */
  get couponPending(): boolean {
    const { hasCoupon, couponNumber } = this.state.coupon;
    return hasCoupon && couponNumber.trim() !== '' && this.state.pricing?.coupon !== normaliseCouponCode(couponNumber);
  }

  get couponApplied(): string | null {
    return this.state.pricing?.coupon ?? null;
  }

  /** Checks the coupon (SPEC.md section 5) and prices the booking with it, so the discount shows. */
  async applyCoupon(): Promise<boolean> {
    const key = 'coupon.couponNumber';
    const code = normaliseCouponCode(this.state.coupon.couponNumber);
    this.changed(key);
    if (!code) {
      this.fail(key, STEP3_MESSAGES.required);
      return false;
    }
    this.setBusy(key, true);
    try {
      const check = await this.deps.checkCoupon();
      const amount = priceSummary(this.state)?.subtotal ?? 0;
      const checked = await check.execute({ code, email: this.state.leader.email.trim() || undefined, amount });
      if (!checked.ok) {
        runInAction(() => this.fail(key, STEP3_MESSAGES.couponInvalid));
        return false;
      }
      const withCoupon = setCoupon(this.state, { hasCoupon: true, couponNumber: code });
      const priced = await this.deps.priceBooking.execute(withCoupon);
      return runInAction(() => {
        if (!priced.ok) {
          this.fail(key, detailsCallFailureMessage(priced.error));
          return false;
        }
        const pricing = priced.value.pricing!;
        this.commitPricing((s) => setCoupon(s, { hasCoupon: true, couponNumber: code }), pricing);
        this.notify(key, 'results.step3.coupon.applied', { code });
        return true;
      });
    } catch (error) {
      this.deps.logger.log('error', `coupon check failed: ${String(error)}`);
      runInAction(() => this.fail(key, 'results.step3.error.callFailed'));
      return false;
    } finally {
      runInAction(() => this.setBusy(key, false));
    }
  }

  removeCoupon(): void {
    this.deps.store.update((s) => setCoupon(s, { hasCoupon: false, couponNumber: '' }));
    this.changed('coupon.couponNumber');
    if (this.state.pricing?.coupon) void this.reprice('coupon.couponNumber');
  }

  /** Prices the booking as it stands (after a coupon or code was removed). */
  private async reprice(key: string): Promise<boolean> {
    this.setBusy(key, true);
    try {
      const priced = await this.deps.priceBooking.execute(this.state);
      return runInAction(() => {
        if (!priced.ok) {
          this.fail(key, detailsCallFailureMessage(priced.error));
          return false;
        }
        this.commitPricing((s) => s, priced.value.pricing!);
        return true;
      });
    } finally {
      runInAction(() => this.setBusy(key, false));
    }
  }

  /**
   * Applies choices and their new prices in one transition, so the wizard never sees the unpriced state between
   * them (which would send it back to step 2), and keeps whatever was typed meanwhile.
   */
  private commitPricing(change: (s: BookingState) => BookingState, pricing: Quote): void {
    this.deps.store.update((s) => goToStep(setPricing(change(s), pricing), s.currentStep));
  }

  // MAN and loyalty codes ----------------------------------------------------------------------------------

  /** The code a traveller's choices carry on some trip (what the prices include). */
  appliedCode(index: number, kind: CodeKind): string | undefined {
    const field = CODE_FIELD[kind];
    return this.state.items.map((item) => item?.passengers[index]?.[field]).find((code) => code);
  }

  /** The code in a traveller's field: as typed here, else the one the passengers step had accepted. */
  typedCode(index: number, kind: CodeKind): string {
    return this.state.travellers[index]?.[CODE_KEY[kind]] ?? this.appliedCode(index, kind) ?? '';
  }

  /** A code typed that the prices do not include yet (or one removed that they still include). */
  codePending(index: number, kind: CodeKind): boolean {
    return normaliseCode(this.typedCode(index, kind)) !== (this.appliedCode(index, kind) ?? '');
  }

  /**
   * Checks a MAN (island resident) code or loyalty card with the company of every trip, keeps it on the trips
   * that accept it and prices the booking again. Typed once, it serves every leg.
   */
  async checkCode(index: number, kind: CodeKind): Promise<boolean> {
    const key = `traveller.${index}.${CODE_KEY[kind]}`;
    this.leave(key);
    this.changed(key);
    const value = normaliseCode(this.typedCode(index, kind));
    const field = CODE_FIELD[kind];
    const legs = this.state.items.map((_, leg) => leg);
    const withCodes = (s: BookingState, accepted: readonly number[]) =>
      legs.reduce((acc, leg) => setPassengerChoice(acc, leg, index, { [field]: accepted.includes(leg) ? value : undefined }), s);
    this.setBusy(key, true);
    try {
      const accepted: number[] = [];
      if (value) {
        for (const leg of legs) {
          const checked = await this.deps.validateCode.execute(this.state, { leg, passenger: index, kind, value });
          if (checked.ok) accepted.push(leg);
          else if (checked.error.kind !== 'CodeNotValid') {
            runInAction(() => this.fail(key, detailsCallFailureMessage(checked.error as BookingFailure)));
            return false;
          }
        }
      }
      const priced = await this.deps.priceBooking.execute(withCodes(this.state, accepted));
      return runInAction(() => {
        if (!priced.ok) {
          this.fail(key, detailsCallFailureMessage(priced.error));
          return false;
        }
        this.commitPricing((s) => withCodes(s, accepted), priced.value.pricing!);
        if (!value) return true;
        if (accepted.length === 0) {
          this.fail(key, kind === 'man' ? STEP3_MESSAGES.manInvalid : STEP3_MESSAGES.loyaltyInvalid);
          return false;
        }
        this.notify(key, 'results.step3.code.accepted', { count: accepted.length, total: legs.length });
        return true;
      });
    } catch (error) {
      this.deps.logger.log('error', `${kind} code check failed: ${String(error)}`);
      runInAction(() => this.fail(key, 'results.step3.error.callFailed'));
      return false;
    } finally {
      runInAction(() => this.setBusy(key, false));
    }
  }

  // Account ------------------------------------------------------------------------------------------------

  /**
   * For a logged-in user: pre-fills the leader from the account (only fields still empty) and loads the saved
   * passengers, vehicles and pets to choose from. Without a session nothing of the account code loads.
   */
  async loadAccount(): Promise<void> {
    let user: User | undefined;
    try {
      user = await this.deps.currentUser();
    } catch {
      return;
    }
    if (!user) return;
    runInAction(() => {
      this.user = user;
      this.prefillLeader(user);
    });
    try {
      const manage = await this.deps.savedItems();
      const [passengers, vehicles, pets] = await Promise.all([manage.list('passengers'), manage.list('vehicles'), manage.list('pets')]);
      runInAction(() => {
        this.saved = {
          passengers: passengers.ok ? passengers.value : [],
          vehicles: vehicles.ok ? vehicles.value : [],
          pets: pets.ok ? pets.value : [],
        };
      });
    } catch (error) {
      this.deps.logger.log('warn', `saved items not loaded: ${String(error)}`);
    }
  }

  private prefillLeader(user: User): void {
    const leader = this.state.leader;
    const c = user.customer ?? {};
    const patch: Record<string, string> = {};
    const fill = (field: keyof typeof leader, value: string | undefined) => {
      if (value && !String(leader[field] ?? '').trim()) patch[field] = value;
    };
    fill('firstName', normaliseContactName(user.firstName));
    fill('lastName', normaliseContactName(user.lastName));
    fill('email', normaliseEmail(user.email));
    fill('address', c.address);
    fill('city', c.city);
    fill('zipcode', c.zipCode);
    if (c.nationality && /^[A-Za-z]{2}$/.test(c.nationality) && !leader.address.trim()) patch.country = c.nationality.toUpperCase();
    const phone = c.phone ? splitAccountPhone(c.phone) : undefined;
    if (phone && !leader.mobile.trim()) {
      patch.mobile = phone.national;
      patch.phonePrefix = phone.prefix;
    }
    if (Object.keys(patch).length === 0) return;
    this.deps.store.update((s) => {
      let next = setLeader(s, patch);
      if (patch.address) next = setPaymentForm(next, { address: patch.address });
      if (patch.city) next = setPaymentForm(next, { city: patch.city });
      if (patch.zipcode) next = setAddressZip(next, patch.zipcode, this.deps.locale());
      return next;
    });
  }

  /** Fills traveller `index` with a saved passenger. */
  fillTraveller(index: number, id: string): void {
    const saved = this.saved.passengers.find((p) => p.id === id);
    if (!saved) return;
    const companies = new Set(this.state.items.map((item) => item?.company));
    const club = saved.loyaltyClubs.find((c) => companies.has(c.company));
    this.deps.store.update((s) => setTraveller(s, index, {
      name: normaliseName(saved.firstName), surname: normaliseName(saved.lastName),
      ...(saved.gender ? { sex: saved.gender } : {}),
      nationality: saved.nationality ? saved.nationality.toUpperCase() : s.travellers[index]?.nationality ?? 'GR',
      birthDate: saved.birthDate, documentNumber: normaliseCode(saved.documentNumber),
      manNumber: normaliseCode(saved.manNumber), loyaltyCard: club ? normaliseCode(club.cardNumber) : s.travellers[index]?.loyaltyCard ?? '',
    }));
    for (const field of ['name', 'surname', 'sex', 'nationality', 'birthDate', 'documentNumber', 'manNumber', 'loyaltyCard']) this.changed(`traveller.${index}.${field}`);
    this.notify(`traveller.${index}.saved`, 'results.step3.saved.filled', { name: `${saved.firstName} ${saved.lastName}` });
  }

  fillVehicle(index: number, id: string): void {
    const saved = this.saved.vehicles.find((v) => v.id === id);
    if (!saved) return;
    this.deps.store.update((s) => setVehicleForm(s, index, { plate: normaliseCode(saved.plate), name: saved.name }));
    this.changed(`vehicle.${index}.plate`);
    this.notify(`vehicle.${index}.saved`, 'results.step3.saved.filled', { name: saved.name });
  }

  fillPet(index: number, id: string): void {
    const saved = this.saved.pets.find((p) => p.id === id);
    if (!saved) return;
    this.deps.store.update((s) => setPetForm(s, index, { name: normaliseContactName(saved.nickname), identityNumber: normaliseCode(saved.chip) }));
    this.changed(`pet.${index}.name`);
    this.changed(`pet.${index}.identityNumber`);
    this.notify(`pet.${index}.saved`, 'results.step3.saved.filled', { name: saved.nickname });
  }

  // Before paying ------------------------------------------------------------------------------------------

  /**
   * Pay was pressed: tidies every field, applies a typed coupon or code the prices do not include yet, and shows
   * every error. True when the booking can be held and paid.
   */
  async prepare(): Promise<boolean> {
    for (const key of detailsFieldKeys(this.state)) this.leave(key);
    // The contact address is the billing (and courier) address.
    this.deps.store.update((s) => {
      const { address, city, zipcode } = s.leader;
      const pay = s.paymentForm;
      return pay.address === address && pay.city === city && pay.zipCode === zipcode ? s : setPaymentForm(s, { address, city, zipCode: zipcode });
    });
    this.submitted = true;
    if (this.errors.size > 0) return false;
    for (let i = 0; i < this.state.travellers.length; i += 1) {
      for (const kind of ['man', 'loyalty'] as const) {
        if (this.codePending(i, kind) && !(await this.checkCode(i, kind))) return false;
      }
    }
    if (this.couponPending && !(await this.applyCoupon())) return false;
    return this.errors.size === 0;
  }
}
