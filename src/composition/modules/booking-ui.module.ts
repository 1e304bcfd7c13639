import { ContainerModule } from 'inversify';
import { BookingStore } from '../../ui/features/booking/booking-store';
import { TOKENS, bindToken, from } from '../tokens';

/**
 * The booking screens' services and view models; they load with the booking domain, never with the home page.
 * The store is one per tab (singleton); view models are transient (one per mounted component). Each results step
 * adds its view model binding here.
 */
export const bookingUiModule = new ContainerModule((options) => {
  bindToken(options, TOKENS.BookingStore)
    .toDynamicValue((ctx) => new BookingStore({ persistence: from(ctx)(TOKENS.BookingProgress) }))
    .inSingletonScope();
});
