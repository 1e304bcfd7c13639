import { ContainerModule } from 'inversify';
import { ResultsStep3ViewModel } from '../../ui/screens/booking/step3/results-step3.view-model';
import { TOKENS, bindToken, from } from '../tokens';

/**
 * Step 3's view model (the travellers' details), the `bookingDetails` domain: a module of its own because step 3's
 * rules bring the phone-number library (libphonenumber-js, about 120 KB), which the results page's load must not
 * download nor evaluate (issue 18, Lighthouse). Step 3 requires it (results-shell/step-parts.tsx), and the shell
 * fetches it with the later steps' code from the traveller's first interaction. It relies on the booking domain's
 * bindings (store, pricing, invoice lookup), which every route that shows step 3 loads first.
 */
export const bookingDetailsUiModule = new ContainerModule((options) => {
  // Step 3 and its payment. The coupon check loads with the coupon domain; the account code (saved passengers,
  // vehicles, pets; the newsletter) only when a session exists or the traveller opted in.
  bindToken(options, TOKENS.ResultsStep3ViewModel).toDynamicValue((ctx) => {
    const get = from(ctx);
    const domains = get(TOKENS.Domains);
    const session = get(TOKENS.AuthSession);
    return new ResultsStep3ViewModel({
      store: get(TOKENS.BookingStore), clock: get(TOKENS.Clock), logger: get(TOKENS.Logger), locale: get(TOKENS.CurrentLocale),
      invoice: get(TOKENS.InvoiceLookupGateway), priceBooking: get(TOKENS.PriceBooking), validateCode: get(TOKENS.ValidatePassengerCode),
      checkCoupon: async () => { await domains.require('coupon'); return get(TOKENS.CheckCoupon); },
      currentUser: () => session.restore(),
      savedItems: async () => { await domains.require('auth', 'account'); return get(TOKENS.ManageSavedItems); },
    });
  }).inTransientScope();
});
