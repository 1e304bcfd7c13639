import { makeAutoObservable } from 'mobx';
import { type SearchQuery } from '../../../core/search';
import { routeSearchQuery } from '../../../core/content';

type Field = 'to' | 'date' | 'returnDate';

/** The search form of a route or destination page: destination (when not fixed), days, round trip, adults. */
export class RouteSearchViewModel {
  to: string;
  date = '';
  roundTrip = false;
  returnDate = '';
  adults = 1;
  showErrors = false;

  constructor(readonly from: string, to = '') {
    this.to = to;
    makeAutoObservable(this, { from: false }, { autoBind: true });
  }

  setTo(code: string): void {
    this.to = code;
    this.date = '';
    this.returnDate = '';
  }

  setDate(date: string): void {
    this.date = date;
    if (this.returnDate && this.returnDate < date) this.returnDate = '';
  }

  setReturnDate(date: string): void { this.returnDate = date; }
  setRoundTrip(on: boolean): void { this.roundTrip = on; }
  setAdults(count: number): void { this.adults = Math.min(10, Math.max(1, Math.floor(count) || 1)); }

  /** Message ids of the missing choices (SPEC.md section 5 wording). */
  get errors(): Partial<Record<Field, string>> {
    const errors: Partial<Record<Field, string>> = {};
    if (!this.to) errors.to = 'search.error.destinationPort';
    if (!this.date) errors.date = 'search.error.departureDate';
    if (this.roundTrip && !this.returnDate) errors.returnDate = 'search.error.departureDate';
    return errors;
  }

  get visibleErrors(): Partial<Record<Field, string>> {
    return this.showErrors ? this.errors : {};
  }

  /** The `/results` query, or undefined (then the errors show) while a choice is missing. */
  submit(): SearchQuery | undefined {
    this.showErrors = true;
    if (Object.keys(this.errors).length > 0) return undefined;
    return routeSearchQuery({
      from: this.from, to: this.to, date: this.date, adults: this.adults,
      ...(this.roundTrip ? { returnDate: this.returnDate } : {}),
    });
  }
}
