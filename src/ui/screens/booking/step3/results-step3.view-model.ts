import { computedStruct, makeAutoObservable, runInAction } from 'mobx';
import { ComputedCells } from '../../../shared/computed-cells';
import { type ManageSavedItems } from '../../../../core/account';
import { type User } from '../../../../core/auth/domain/user';
import {
  type BookingState, CheckTravellerCode, type CodeKind, type InvoiceLookupGateway, LookUpInvoiceCompany, type PriceBooking,
  type ValidatePassengerCode, appliedTravellerCode, berthSexOf, billingAddressFromContact,
  chooseDelivery, codeRefusedEverywhere, detailsInputValue, enterDetailsField,
  isTaxNumber, leaveDetailsField, pendingTravellerCodes, prefillLeader,
  setDetailsFlag, setInvoiceCompany, setLeader, setTraveller, travellerCodeKey, travellerCodePending,
  withNewPrices, withTravellerCode,
} from '../../../../core/booking';
import { type CheckCoupon } from '../../../../core/coupon';
import { type Clock } from '../../../../core/shared/clock.port';
import { type Logger } from '../../../../core/shared/logger.port';
import { type Locale } from '../../../../core/shared/locale';
import { type BookingStore } from '../../../shared/booking/booking-store';
import { detailsCallFailureMessage } from '../../../shared/failure-messages';
import { FieldFeedback, type FieldNotice } from './field-feedback';
import { prefixOfCountry, splitAccountPhone, splitInternational } from './countries';
import { detailsFieldKeys } from '../../../../core/booking/domain/details-fields';
import { STEP3_MESSAGES, step3FieldErrors, step3Needs, type Step3Needs } from './step3-rules';
import { SavedRecordsPicker } from './saved-records.model';
import { CouponField } from './coupon-field.model';

export type { SavedRecords } from './saved-records.model';

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

const TAX = 'invoice.tax';

/**
 * ResultsStep3: the travellers' details, the leader's contact, ticket delivery, invoice, coupon, newsletter and
 * terms. Every keystroke goes through a core transition into the booking store (saved at once, so a reload keeps
 * it: `details-fields.ts`, `details-input.ts`); the codes and the coupon are the core's use cases
 * (CheckTravellerCode, ApplyCoupon in `CouponField`); text is tidied when a field is left; errors show once a field was left or Pay
 * was pressed. The view model keeps what the page shows: touched fields, call errors, notices, calls running; the
 * saved-records pickers are `SavedRecordsPicker`'s.
 */
export class ResultsStep3ViewModel {
  /** Pay was pressed: every error shows. */
  submitted = false;
  user: User | undefined = undefined;
  /** Fields left, call errors and confirmations, calls running. */
  readonly feedback: FieldFeedback;
  /** The logged-in user's saved passengers, vehicles and pets, and filling the form from them. */
  readonly saved: SavedRecordsPicker;
  /** The coupon: applied, removed, and the prices with or without it. */
  readonly coupon: CouponField;
  private readonly codes: CheckTravellerCode;
  private readonly company: LookUpInvoiceCompany;
  /**
   * What one field or card shows, each a computed of its own (issue 18): a key typed changes the booking, and only
   * the observers whose own value changed re-render (the field typed in), not every field of the form.
   */
  private readonly cells = new ComputedCells();

  constructor(private readonly deps: ResultsStep3Deps) {
    this.feedback = new FieldFeedback(deps.logger);
    this.codes = new CheckTravellerCode(deps);
    this.coupon = new CouponField({ ...deps, feedback: this.feedback });
    this.company = new LookUpInvoiceCompany(deps);
    this.saved = new SavedRecordsPicker({ ...deps, feedback: this.feedback });
    makeAutoObservable<ResultsStep3ViewModel, 'deps' | 'codes' | 'company' | 'cells'>(this, {
      deps: false, feedback: false, saved: false, codes: false, coupon: false, company: false, cells: false,
      needs: computedStruct, partySize: computedStruct,
    }, { autoBind: true });
  }

  get state(): BookingState { return this.deps.store.state; }
  get busy(): Record<string, boolean> { return this.feedback.busy; }
  get notices(): Record<string, FieldNotice> { return this.feedback.notices; }
  get needs(): Step3Needs { return step3Needs(this.state); }

  get errors(): Map<string, string> {
    const errors = step3FieldErrors(this.state, this.deps.clock.nowIso().slice(0, 10));
    for (const [key, id] of Object.entries(this.feedback.callErrors)) errors.set(key, id);
    return errors;
  }

  /** The message id shown on a field, if any. */
  errorOf(key: string): string | undefined {
    return this.cells.read(`error:${key}`, () => {
      const { callErrors, touched } = this.feedback;
      if (callErrors[key]) return callErrors[key];
      return this.submitted || touched.has(key) ? this.errors.get(key) : undefined;
    });
  }

  /** The current text (or flag) of a field; a code accepted on the passengers step shows until another is typed. */
  value(key: string): string { return this.cells.read(`value:${key}`, () => detailsInputValue(this.state, key)); }

  /** How many traveller, vehicle and pet cards the form has. */
  get partySize(): { travellers: number; vehicles: number; pets: number } {
    return { travellers: this.state.travellers.length, vehicles: this.state.vehicleForms.length, pets: this.state.petForms.length };
  }

  /** A traveller card's heading: the passenger type and the place on each trip. */
  travellerCard(index: number): { type: string | undefined; places: { leg: number; from: string; to: string; place: string }[] } {
    return this.cells.read(`traveller:${index}`, () => {
      const state = this.state;
      const places = state.items.flatMap((item, leg) => {
        const trip = state.routes[leg];
        const choice = item?.passengers[index];
        return item && trip && choice ? [{ leg, from: trip.from.name, to: trip.to.name, place: choice.accommodationTypeDescr ?? choice.accommodationType }] : [];
      });
      return { type: state.party.passengerTypes[index], places };
    });
  }

  /** A vehicle card's heading: its length and whether it pulls a trailer. */
  vehicleCard(index: number): { length: number; trailer: boolean } {
    return this.cells.read(`vehicle:${index}`, () => ({ length: this.state.party.vehicles[index]?.length ?? 0, trailer: Boolean(this.state.party.trailers[index]) }));
  }

  /** The passenger a pet travels with (its card shows only then), or undefined. */
  petOwner(index: number): number | undefined {
    return this.cells.read(`pet:${index}`, () => this.state.party.pets[index]?.passengerIndex ?? undefined);
  }

  /** The courier's fee. */
  get shippingCost(): number { return this.state.shippingCost; }

  /** The discount the prices include (a coupon's). */
  get discount(): number { return this.state.pricing?.discount ?? 0; }

  /** Writes what was typed into the booking (`enterDetailsField`; a pasted international mobile is split here). */
  set(key: string, raw: string): void {
    const international = key === 'leader.mobile' ? splitInternational(raw) : undefined;
    this.update(key, (s) => enterDetailsField(s, key, raw, this.deps.locale(), international));
  }

  /** The traveller left a field: its text is tidied and its error may show. */
  leave(key: string): void {
    this.deps.store.update((s) => leaveDetailsField(s, key, this.deps.locale()));
    this.feedback.touch(key);
  }

  setFlag(key: 'payment.checked' | 'payment.newsletter' | 'invoice.needInvoice', on: boolean): void {
    this.update(key === 'payment.checked' ? 'terms' : key, (s) => setDetailsFlag(s, key, on));
  }

  /** The sex traveller `index`'s berths are for (a men's or women's berth chosen in step 2), `mixed`, or undefined. */
  berthSex(index: number): 'male' | 'female' | 'mixed' | undefined { return this.cells.read(`berthSex:${index}`, () => berthSexOf(this.state, index)); }

  /** A choice is made at once: its error (a berth for the other sex) shows without waiting for Pay. */
  setSex(index: number, sex: 'male' | 'female'): void {
    this.update(`traveller.${index}.sex`, (s) => setTraveller(s, index, { sex }));
    this.feedback.touch(`traveller.${index}.sex`);
  }

  /** Ticket delivery: e-ticket at the port, or courier within Greece (`chooseDelivery`). */
  setDelivery(method: 'port' | 'courier'): void { this.update('payment.receiveTicketsMethod', (s) => chooseDelivery(s, method)); }

  /** The calling prefix by the country picked in the prefix list. */
  setPhoneCountry(code: string): void {
    const prefix = prefixOfCountry(code);
    if (prefix) this.update('leader.mobile', (s) => setLeader(s, { phonePrefix: prefix }));
  }

  /** A call of the booking server refused a field (after Pay): the message shows on it. */
  showCallError(key: string, id: string): void { this.feedback.fail(key, id); }

  /** Fills the invoice's company from the tax authority by its tax number (ΑΦΜ; LookUpInvoiceCompany). */
  async lookUpCompany(): Promise<void> {
    const { feedback } = this;
    const tax = this.state.invoice.tax;
    feedback.changed(TAX);
    if (!isTaxNumber(tax)) return void feedback.fail(TAX, STEP3_MESSAGES.taxNumber);
    await feedback.call(TAX, 'invoice look-up', undefined, async () => {
      const found = await this.company.execute(tax);
      runInAction(() => {
        if (!found.ok) return void feedback.fail(TAX, found.error.kind === 'NoSuchCompany' ? 'results.step3.invoice.notFound' : STEP3_MESSAGES.taxNumber);
        this.deps.store.update((s) => setInvoiceCompany(s, found.value));
        feedback.notify(TAX, 'results.step3.invoice.found', { name: found.value.companyName });
      });
    });
  }

  /** The code a traveller's choices carry on some trip (what the prices include). */
  appliedCode(index: number, kind: CodeKind): string | undefined {
    return this.cells.read(`applied:${index}.${kind}`, () => appliedTravellerCode(this.state, index, kind));
  }
  /** A code typed that the prices do not include yet (or one removed that they still include). */
  codePending(index: number, kind: CodeKind): boolean {
    return this.cells.read(`pending:${index}.${kind}`, () => travellerCodePending(this.state, index, kind));
  }

  /** Checks a MAN code or loyalty card with the company of every trip and prices again (CheckTravellerCode). */
  async checkCode(index: number, kind: CodeKind): Promise<boolean> {
    const key = travellerCodeKey(index, kind);
    this.leave(key);
    this.feedback.changed(key);
    return this.feedback.call(key, `${kind} code check`, false, async () => {
      const checked = await this.codes.execute(this.state, index, kind);
      return runInAction(() => {
        if (!checked.ok) return this.feedback.fail(key, detailsCallFailureMessage(checked.error.failure));
        const { value, accepted, legs, pricing } = checked.value;
        this.deps.store.update((s) => withNewPrices(s, (c) => withTravellerCode(c, index, kind, value, accepted), pricing));
        if (!value) return true;
        if (codeRefusedEverywhere(checked.value)) return this.feedback.fail(key, STEP3_MESSAGES[kind === 'man' ? 'manInvalid' : 'loyaltyInvalid']);
        this.feedback.notify(key, 'results.step3.code.accepted', { count: accepted.length, total: legs });
        return true;
      });
    });
  }

  /**
   * For a logged-in user: pre-fills the leader from the account (`prefillLeader`: only fields still empty) and loads
   * the saved passengers, vehicles and pets to choose from. Without a session nothing of the account code loads.
   */
  async loadAccount(): Promise<void> {
    const user = await this.deps.currentUser().catch(() => undefined);
    if (!user) return;
    runInAction(() => {
      this.user = user;
      const phone = user.customer?.phone ? splitAccountPhone(user.customer.phone) : undefined;
      this.deps.store.update((s) => prefillLeader(s, user, phone, this.deps.locale()));
    });
    await this.saved.load();
  }

  /**
   * Pay was pressed: tidies every field, the contact address bills, a typed coupon or code the prices do not include
   * yet is applied, and every error shows. True when the booking can be held and paid.
   */
  async prepare(): Promise<boolean> {
    for (const key of detailsFieldKeys(this.state)) this.leave(key);
    this.deps.store.update(billingAddressFromContact);
    this.submitted = true;
    if (this.errors.size > 0) return false;
    for (const { index, kind } of pendingTravellerCodes(this.state)) {
      if (this.codePending(index, kind) && !(await this.checkCode(index, kind))) return false;
    }
    if (this.coupon.pending && !(await this.coupon.apply())) return false;
    return this.errors.size === 0;
  }

  private update(key: string, change: (s: BookingState) => BookingState): void {
    this.deps.store.update(change);
    this.feedback.changed(key);
  }
}
