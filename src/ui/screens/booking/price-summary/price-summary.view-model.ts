import { computedStruct, makeAutoObservable } from 'mobx';
import { type Quote, type TripQuote } from '../../../../core/booking';
import { type Sailing } from '../../../../core/search';
import { type WizardStep } from '../../../../core/booking/domain/booking-state';
import { type BookingState, type PriceSummary, passengerOffers, priceSummary } from '../../../../core/booking';
import { type Cents } from '../../../../core/shared/money';
import { type BookingStore } from '../../../shared/booking/booking-store';
import { type LivePricing } from './live-pricing';

/** One priced line of a trip: what it is (message id and values) and its price. */
export interface SummaryLine {
  readonly key: string;
  readonly kind: 'passenger' | 'vehicle' | 'trailer' | 'pet' | 'service';
  /** Passenger type, vehicle / trailer / pet category or service code. */
  readonly code: string;
  /** Place of a passenger (offer name), length of a vehicle in metres, quantity of a service. */
  readonly detail?: string | number;
  /** 1-based number of the passenger, vehicle… */
  readonly number: number;
  readonly discount: Cents;
  readonly total: Cents;
}

export interface SummaryTrip {
  readonly tripId: string;
  readonly from: string;
  readonly to: string;
  readonly departure: string;
  readonly company: string;
  readonly lines: readonly SummaryLine[];
  readonly total: Cents;
}

function linesOf(priced: TripQuote, trip: Sailing | undefined): SummaryLine[] {
  const offers = trip ? passengerOffers(trip) : [];
  return [
    ...priced.passengerPrices.map((p): SummaryLine => ({
      key: `p${p.index}`, kind: 'passenger', code: p.passengerType, number: p.index + 1,
      detail: offers.find((o) => o.code === p.accommodationType)?.name ?? p.accommodationType, discount: p.discount, total: p.total,
    })),
    ...priced.vehiclePrices.map((v): SummaryLine => ({
      key: `v${v.index}`, kind: 'vehicle', code: v.accommodationType, number: v.index + 1, detail: v.length, discount: v.discount, total: v.total,
    })),
    ...priced.trailerPrices.map((v): SummaryLine => ({
      key: `t${v.index}`, kind: 'trailer', code: v.accommodationType, number: v.index + 1, detail: v.length, discount: v.discount, total: v.total,
    })),
    ...priced.petPrices.map((p): SummaryLine => ({ key: `pet${p.index}`, kind: 'pet', code: p.code, number: p.index + 1, discount: 0, total: p.total })),
    ...priced.servicePrices.map((s): SummaryLine => ({
      key: `s${s.index}`, kind: 'service', code: s.code, number: s.index + 1, detail: s.quantity, discount: 0, total: s.total,
    })),
  ];
}

/**
 * The price summary beside steps 2 and 3: per trip the priced passengers, vehicles, trailers, pets and services,
 * then the core's price parts (`priceSummary`): subtotal, coupon discount, service fee, courier fee, total. While
 * new choices are priced it keeps showing the last prices, marked as updating.
 */
export class PriceSummaryViewModel {
  /** The step on which the mobile bar's details were unfolded: they fold again when the step changes. */
  private openedOn: WizardStep | null = null;

  constructor(private readonly deps: { store: BookingStore; pricing: LivePricing }) {
    // Compared by structure: a step 3 key changes the booking but not its prices, so the summary does not re-render.
    makeAutoObservable<PriceSummaryViewModel, 'deps'>(this, { deps: false, pricing: computedStruct, summary: computedStruct, trips: computedStruct }, { autoBind: true });
  }

  private get state(): BookingState {
    return this.deps.store.state;
  }

  /** The pricing shown: the booking's, or the last one while the changed choices are priced again. */
  get pricing(): Quote | null {
    if (this.state.pricing) return this.state.pricing;
    const last = this.deps.pricing.lastPricing;
    if (this.deps.pricing.status !== 'pending' || !last) return null;
    // Only the last prices of these same sailings (not of an earlier search).
    const chosen = new Set(this.state.items.map((item) => item?.tripId));
    return last.trips.length === chosen.size && last.trips.every((t) => chosen.has(t.tripId)) ? last : null;
  }

  get updating(): boolean {
    return this.deps.pricing.status === 'pending';
  }

  get failed(): boolean {
    return this.deps.pricing.status === 'failed' && !this.state.pricing;
  }

  get summary(): PriceSummary | undefined {
    const pricing = this.pricing;
    return pricing ? priceSummary({ ...this.state, pricing }) : undefined;
  }

  get trips(): SummaryTrip[] {
    const pricing = this.pricing;
    if (!pricing) return [];
    return [...pricing.trips].sort((a, b) => a.departureDatetime.localeCompare(b.departureDatetime)).map((priced) => {
      const trip = this.state.routes.find((t) => t?.tripId === priced.tripId) ?? undefined;
      return {
        tripId: priced.tripId,
        from: trip?.from.name ?? '',
        to: trip?.to.name ?? '',
        departure: priced.departureDatetime,
        company: trip?.company.name ?? priced.company,
        lines: linesOf(priced, trip),
        total: priced.trip_total,
      };
    });
  }

  /** The coupon whose discount shows (the priced one). */
  get coupon(): string | null {
    return this.pricing && this.pricing.discount > 0 ? this.pricing.coupon : null;
  }

  get reseller(): boolean {
    return this.state.booknowIsReseller;
  }

  /** The mobile bar's details are folded until opened, and fold again on another step (they would cover its errors). */
  get expanded(): boolean {
    return this.openedOn !== null && this.openedOn === this.state.currentStep;
  }

  toggle(): void {
    this.openedOn = this.expanded ? null : this.state.currentStep;
  }

  close(): void {
    this.openedOn = null;
  }
}
