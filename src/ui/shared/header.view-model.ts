import { makeAutoObservable } from 'mobx';
import { type BookingResetSignal } from './booking-reset';

/** The header's state: the burger menu (mobile) and the intents of its links. */
export class HeaderViewModel {
  menuOpen = false;

  constructor(private readonly deps: { bookingReset: Pick<BookingResetSignal, 'request'> }) {
    makeAutoObservable<HeaderViewModel, 'deps'>(this, { deps: false }, { autoBind: true });
  }

  toggleMenu(): void {
    this.menuOpen = !this.menuOpen;
  }

  closeMenu(): void {
    this.menuOpen = false;
  }

  /** The logo takes the visitor home and starts the booking over. */
  goHome(): void {
    this.menuOpen = false;
    this.deps.bookingReset.request('logo');
  }

  /** A language link reloads the page in another locale, keeping the booking (no leave question on the way). */
  switchLanguage(): void {
    this.deps.bookingReset.request('language-switch');
  }
}
