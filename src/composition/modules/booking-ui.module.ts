import { ContainerModule, type ResolutionContext } from 'inversify';
import { Checkout } from '../../core/booking';
import { newsletterGroup } from '../../core/account/domain/contact';
import { BookingStore } from '../../ui/shared/booking/booking-store';
import { ResultsShellViewModel } from '../../ui/screens/booking/results-shell/results-shell.view-model';
import { ResultsStep1ViewModel } from '../../ui/screens/booking/step1/results-step1.view-model';
import { ResultsStep2ViewModel } from '../../ui/screens/booking/step2/results-step2.view-model';
import { LivePricing } from '../../ui/screens/booking/price-summary/live-pricing';
import { PriceSummaryViewModel } from '../../ui/screens/booking/price-summary/price-summary.view-model';
import { PaymentFailureViewModel } from '../../ui/screens/payment-failure/payment-failure.view-model';
import { SuccessViewModel } from '../../ui/screens/success/success.view-model';
import { saveFileInBrowser } from '../../ui/shared/booking/ticket/save-file';
import { TicketDocumentsViewModel } from '../../ui/shared/booking/ticket/ticket-documents.view-model';
import { AssistanceViewModel } from '../../ui/screens/manage/assistance.view-model';
import { ChangeViewModel } from '../../ui/screens/manage/change.view-model';
import { PartCancelViewModel } from '../../ui/screens/manage/part-cancel.view-model';
import { ManageBookingViewModel } from '../../ui/screens/manage/manage.view-model';
import { BooknowViewModel } from '../../ui/screens/booknow/booknow.view-model';
import { HoldTimerViewModel, PaymentViewModel } from '../../ui/screens/booking/payment/payment.view-model';
import { idleWriteTiming } from '../../adapters/storage/idle-write-timing';
import { TOKENS, bindToken, from } from '../tokens';

/**
 * The booking screens' services and view models; they load with the booking domain, never with the home page.
 * The store is one per tab (singleton); view models are transient (one per mounted component). Each results step
 * adds its view model binding here, except step 3's (booking-details-ui.module.ts: it brings the phone-number library,
 * which the results page's load must not evaluate).
 */
/** The device's saved tickets (issue 17, offline): the wallet domain loads on first use. */
const walletOf = (ctx: ResolutionContext) => async () => {
  await from(ctx)(TOKENS.Domains).require('wallet');
  return from(ctx)(TOKENS.TicketWallet);
};

export const bookingUiModule = new ContainerModule((options) => {
  // The browser writes the booking's progress in a quiet moment (issue 18); the server render and tests bind their
  // platform's timing (at once). Bound here, not by the browser platform: the home page's first download stays as it is.
  if (!options.isBound(TOKENS.WriteTiming)) bindToken(options, TOKENS.WriteTiming).toConstantValue(idleWriteTiming());
  bindToken(options, TOKENS.BookingStore)
    .toDynamicValue((ctx) => new BookingStore({
      persistence: from(ctx)(TOKENS.BookingProgress), keys: from(ctx)(TOKENS.SessionStore), writes: from(ctx)(TOKENS.WriteTiming),
    }))
    .inSingletonScope();
  // The checkout: the newsletter step loads the account domain only when the traveller opted in.
  bindToken(options, TOKENS.Checkout).toDynamicValue((ctx) => {
    const get = from(ctx);
    const domains = get(TOKENS.Domains);
    return new Checkout({
      hold: get(TOKENS.HoldBooking), pay: get(TOKENS.PayBooking),
      newsletter: async () => {
        await domains.require('account');
        const subscribe = get(TOKENS.SubscribeNewsletter);
        return { subscribe: (email) => subscribe.execute(email, newsletterGroup(get(TOKENS.CurrentLocale)())) };
      },
      logger: get(TOKENS.Logger),
    });
  }).inSingletonScope();
  bindToken(options, TOKENS.PaymentViewModel).toDynamicValue((ctx) => new PaymentViewModel({
    store: from(ctx)(TOKENS.BookingStore), checkout: from(ctx)(TOKENS.Checkout), redirect: from(ctx)(TOKENS.PaymentRedirect),
    locale: from(ctx)(TOKENS.CurrentLocale), logger: from(ctx)(TOKENS.Logger),
  })).inTransientScope();
  bindToken(options, TOKENS.HoldTimerViewModel).toDynamicValue((ctx) => new HoldTimerViewModel({
    store: from(ctx)(TOKENS.BookingStore), extendHold: from(ctx)(TOKENS.ExtendHold), clock: from(ctx)(TOKENS.Clock), logger: from(ctx)(TOKENS.Logger),
  })).inTransientScope();
  // Where the payment ends: the success page (its e-mail use case comes with the account domain its route loads too)
  // and the payment failure page.
  bindToken(options, TOKENS.SuccessViewModel).toDynamicValue((ctx) => new SuccessViewModel({
    reservations: from(ctx)(TOKENS.LoadReservation), mail: from(ctx)(TOKENS.SendReservationMail), find: from(ctx)(TOKENS.FindBooking),
    track: from(ctx)(TOKENS.TrackShipment), store: from(ctx)(TOKENS.BookingStore), logger: from(ctx)(TOKENS.Logger),
    wallet: {
      tickets: walletOf(ctx),
      // A booking finished by a logged-in user is the account's (forgotten at its logout); a guest's stays the device's.
      owner: async () => {
        const user = await from(ctx)(TOKENS.AuthSession).restore().catch(() => undefined);
        return user ? { kind: 'account', userId: user.id } : { kind: 'guest' };
      },
    },
  })).inTransientScope();
  // The tickets' PDF and calendar files (success and manage pages).
  bindToken(options, TOKENS.TicketDocumentsViewModel).toDynamicValue((ctx) => new TicketDocumentsViewModel({
    documents: from(ctx)(TOKENS.TicketDocuments), save: saveFileInBrowser, logger: from(ctx)(TOKENS.Logger),
  })).inTransientScope();
  // "Manage booking" (issue 17): the booking found by its code, its tickets and what can be done with it now.
  bindToken(options, TOKENS.ManageBookingViewModel).toDynamicValue((ctx) => new ManageBookingViewModel({
    find: from(ctx)(TOKENS.FindBooking), manage: from(ctx)(TOKENS.ManageBooking), logger: from(ctx)(TOKENS.Logger),
    wallet: walletOf(ctx),
  })).inTransientScope();
  // Its assistance section (issue 17): assistance for reduced mobility after booking.
  bindToken(options, TOKENS.AssistanceViewModel).toDynamicValue((ctx) => new AssistanceViewModel({
    assistance: from(ctx)(TOKENS.ManageAssistance), logger: from(ctx)(TOKENS.Logger),
  })).inTransientScope();
  // Its "Change date or sailing" section (issue 17): a difference to pay goes to the hosted payment page.
  bindToken(options, TOKENS.ChangeViewModel).toDynamicValue((ctx) => new ChangeViewModel({
    change: from(ctx)(TOKENS.ChangeLeg), redirect: from(ctx)(TOKENS.PaymentRedirect), clock: from(ctx)(TOKENS.Clock), logger: from(ctx)(TOKENS.Logger),
  })).inTransientScope();
  // Its partial cancellation section (issue 17): a leg, or passengers and vehicles of a leg.
  bindToken(options, TOKENS.PartCancelViewModel).toDynamicValue((ctx) => new PartCancelViewModel({
    parts: from(ctx)(TOKENS.CancelPart), manage: from(ctx)(TOKENS.ManageBooking), logger: from(ctx)(TOKENS.Logger),
  })).inTransientScope();
  bindToken(options, TOKENS.PaymentFailureViewModel).toDynamicValue((ctx) => new PaymentFailureViewModel({
    reservations: from(ctx)(TOKENS.LoadReservation), store: from(ctx)(TOKENS.BookingStore), clock: from(ctx)(TOKENS.Clock),
  })).inTransientScope();
  // The reseller entry (/booknow): the reseller is the session's user.
  bindToken(options, TOKENS.BooknowViewModel).toDynamicValue((ctx) => new BooknowViewModel({
    session: from(ctx)(TOKENS.AuthSession), loadReseller: from(ctx)(TOKENS.LoadReseller),
    store: from(ctx)(TOKENS.BookingStore), logger: from(ctx)(TOKENS.Logger),
  })).inTransientScope();
  // The results screen (shell and step 1); the search use cases come with the search domain its route also loads.
  bindToken(options, TOKENS.SailingsReader).toDynamicValue((ctx) => ({
    searchSailings: from(ctx)(TOKENS.SearchSailings),
    searchJourneys: from(ctx)(TOKENS.SearchJourneys),
    loadPorts: from(ctx)(TOKENS.LoadPorts),
    loadDates: from(ctx)(TOKENS.LoadDates),
    loadFareCalendar: from(ctx)(TOKENS.LoadFareCalendar),
    logger: from(ctx)(TOKENS.Logger),
  })).inSingletonScope();
  bindToken(options, TOKENS.ResultsShellViewModel)
    .toDynamicValue((ctx) => new ResultsShellViewModel({ store: from(ctx)(TOKENS.BookingStore), reset: from(ctx)(TOKENS.BookingReset) }))
    .inTransientScope();
  bindToken(options, TOKENS.ResultsStep1ViewModel)
    .toDynamicValue((ctx) => new ResultsStep1ViewModel({ store: from(ctx)(TOKENS.BookingStore), clock: from(ctx)(TOKENS.Clock) }))
    .inTransientScope();
  // Step 2 and the price summary share the live pricing of the tab's booking.
  bindToken(options, TOKENS.LivePricing)
    .toDynamicValue((ctx) => new LivePricing({ store: from(ctx)(TOKENS.BookingStore), price: from(ctx)(TOKENS.PriceBooking) }))
    .inSingletonScope();
  bindToken(options, TOKENS.ResultsStep2ViewModel)
    .toDynamicValue((ctx) => new ResultsStep2ViewModel({
      store: from(ctx)(TOKENS.BookingStore), pricing: from(ctx)(TOKENS.LivePricing),
      validateCode: from(ctx)(TOKENS.ValidatePassengerCode), loadCompany: from(ctx)(TOKENS.LoadCompanyRules),
    }))
    .inTransientScope();
  bindToken(options, TOKENS.PriceSummaryViewModel)
    .toDynamicValue((ctx) => new PriceSummaryViewModel({ store: from(ctx)(TOKENS.BookingStore), pricing: from(ctx)(TOKENS.LivePricing) }))
    .inTransientScope();
});
