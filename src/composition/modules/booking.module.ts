import { ContainerModule } from 'inversify';
import { HttpAssistanceGateway } from '../../adapters/http/assistance.http-gateway';
import { HttpBookingGateway } from '../../adapters/http/booking.http-gateway';
import { HttpChangeGateway } from '../../adapters/http/change.http-gateway';
import { type AssistanceOrders, InMemoryAssistanceGateway } from '../../adapters/in-memory/assistance.in-memory-gateway';
import { type ChangeWorld, InMemoryChangeGateway } from '../../adapters/in-memory/change.in-memory-gateway';
import { HttpPartCancelGateway } from '../../adapters/http/part-cancel.http-gateway';
import { InMemoryPartCancelGateway, type PartCancelOrders } from '../../adapters/in-memory/part-cancel.in-memory-gateway';
import { FormPostPaymentRedirect } from '../../adapters/http/form-post.payment-redirect';
import { HttpPaymentsGateway } from '../../adapters/http/payments.http-gateway';
import { HttpCourierGateway, HttpInvoiceLookupGateway } from '../../adapters/http/services.http-gateway';
import { LoggedBookingGateway } from '../../adapters/logging/logged-booking.gateway';
import { SessionOrderTokens } from '../../adapters/storage/order-tokens.store';
import {
  type BookingGateway, BookingProgress, type CourierGateway, ExtendHold, FinaliseBooking, FindBooking, HoldBooking, type InvoiceLookupGateway, TicketDocuments, TrackShipment,
  type AssistanceGateway, CancelPart, type ChangeGateway, ChangeLeg, LoadCompanyRules, LoadReservation, ManageAssistance, ManageBooking, LoadReseller, type OrderTokens, type PartCancelGateway, PayBooking, type PaymentRedirect, type PaymentsGateway, PriceBooking, ValidatePassengerCode,
} from '../../core/booking';
import { bindToken, from } from '../tokens';
import { bookingTokens as T } from '../tokens/booking.tokens';
import { sharedTokens as S } from '../tokens/shared.tokens';

/** The booking use cases and the booking's session progress, over whichever gateways the container binds. */
export const bookingModule = new ContainerModule((options) => {
  bindToken(options, T.BookingProgress).toDynamicValue((ctx) => new BookingProgress({ store: from(ctx)(S.SessionStore) })).inSingletonScope();
  bindToken(options, T.PriceBooking).toDynamicValue((ctx) => new PriceBooking({ booking: from(ctx)(T.BookingGateway), locale: from(ctx)(S.CurrentLocale) })).inSingletonScope();
  bindToken(options, T.HoldBooking).toDynamicValue((ctx) => new HoldBooking({ booking: from(ctx)(T.BookingGateway), locale: from(ctx)(S.CurrentLocale) })).inSingletonScope();
  bindToken(options, T.PayBooking).toDynamicValue((ctx) => new PayBooking({ booking: from(ctx)(T.BookingGateway), payments: from(ctx)(T.PaymentsGateway) })).inSingletonScope();
  bindToken(options, T.FinaliseBooking).toDynamicValue((ctx) => new FinaliseBooking({ booking: from(ctx)(T.BookingGateway) })).inSingletonScope();
  bindToken(options, T.ExtendHold).toDynamicValue((ctx) => new ExtendHold({ booking: from(ctx)(T.BookingGateway) })).inSingletonScope();
  bindToken(options, T.LoadReservation).toDynamicValue((ctx) => new LoadReservation({ booking: from(ctx)(T.BookingGateway) })).inSingletonScope();
  bindToken(options, T.FindBooking).toDynamicValue((ctx) => new FindBooking({ booking: from(ctx)(T.BookingGateway), tokens: from(ctx)(T.OrderTokens) })).inSingletonScope();
  bindToken(options, T.ManageBooking).toDynamicValue((ctx) => new ManageBooking({ booking: from(ctx)(T.BookingGateway) })).inSingletonScope();
  bindToken(options, T.ManageAssistance).toDynamicValue((ctx) => new ManageAssistance({ assistance: from(ctx)(T.AssistanceGateway) })).inSingletonScope();
  bindToken(options, T.ChangeLeg).toDynamicValue((ctx) => new ChangeLeg({ changes: from(ctx)(T.ChangeGateway) })).inSingletonScope();
  bindToken(options, T.CancelPart).toDynamicValue((ctx) => new CancelPart({ parts: from(ctx)(T.PartCancelGateway) })).inSingletonScope();
  bindToken(options, T.TicketDocuments).toDynamicValue((ctx) => new TicketDocuments({
    booking: from(ctx)(T.BookingGateway), clock: from(ctx)(S.Clock), locale: from(ctx)(S.CurrentLocale),
  })).inSingletonScope();
  bindToken(options, T.TrackShipment).toDynamicValue((ctx) => new TrackShipment(from(ctx)(T.CourierGateway))).inSingletonScope();
  bindToken(options, T.LoadReseller).toDynamicValue((ctx) => new LoadReseller({ booking: from(ctx)(T.BookingGateway) })).inSingletonScope();
  bindToken(options, T.ValidatePassengerCode).toDynamicValue((ctx) => new ValidatePassengerCode({ booking: from(ctx)(T.BookingGateway) })).inSingletonScope();
  bindToken(options, T.LoadCompanyRules).toDynamicValue((ctx) => new LoadCompanyRules({ booking: from(ctx)(T.BookingGateway) })).inSingletonScope();
});

/**
 * The booking gateways over HTTP; every pricing and booking call is logged through the bound Logger. The tab's order
 * tokens live in its session store (session storage in the browser), which every gateway reads.
 */
export const httpBookingAdapterModule = new ContainerModule((options) => {
  bindToken(options, T.OrderTokens).toDynamicValue((ctx) => new SessionOrderTokens(from(ctx)(S.SessionStore))).inSingletonScope();
  bindToken(options, T.BookingGateway)
    .toDynamicValue((ctx) => new LoggedBookingGateway(new HttpBookingGateway(from(ctx)(S.HttpClient), from(ctx)(T.OrderTokens)), from(ctx)(S.Logger)))
    .inSingletonScope();
  bindToken(options, T.AssistanceGateway).toDynamicValue((ctx) => new HttpAssistanceGateway(from(ctx)(S.HttpClient), from(ctx)(T.OrderTokens))).inSingletonScope();
  bindToken(options, T.ChangeGateway).toDynamicValue((ctx) => new HttpChangeGateway(from(ctx)(S.HttpClient), from(ctx)(T.OrderTokens), from(ctx)(S.CurrentLocale))).inSingletonScope();
  bindToken(options, T.PartCancelGateway).toDynamicValue((ctx) => new HttpPartCancelGateway(from(ctx)(S.HttpClient), from(ctx)(T.OrderTokens))).inSingletonScope();
  bindToken(options, T.PaymentsGateway).toDynamicValue((ctx) => new HttpPaymentsGateway(from(ctx)(S.HttpClient), from(ctx)(S.CurrentLocale), from(ctx)(T.OrderTokens))).inSingletonScope();
  bindToken(options, T.InvoiceLookupGateway).toDynamicValue((ctx) => new HttpInvoiceLookupGateway(from(ctx)(S.HttpClient))).inSingletonScope();
  bindToken(options, T.CourierGateway).toDynamicValue((ctx) => new HttpCourierGateway(from(ctx)(S.HttpClient), from(ctx)(T.OrderTokens))).inSingletonScope();
});

/** In the browser the payment form is posted by the page itself. */
export const formPostPaymentRedirectModule = new ContainerModule((options) => {
  bindToken(options, T.PaymentRedirect).toConstantValue(new FormPostPaymentRedirect());
});

export interface BookingAdapters {
  booking: BookingGateway;
  /** The order tokens the booking gateway keeps (an in-memory gateway's own); the tab's session store by default. */
  tokens?: OrderTokens;
  payments: PaymentsGateway;
  redirect: PaymentRedirect;
  invoice: InvoiceLookupGateway;
  courier: CourierGateway;
  /** Assistance after booking; by default in memory over the in-memory booking gateway's orders. */
  assistance?: AssistanceGateway;
  /** Changing a leg; by default in memory over the in-memory booking gateway's orders and these sailings. */
  change?: ChangeGateway;
  /** The network's sailings (and one by its id) the default in-memory change gateway offers. */
  sailings?: Pick<ChangeWorld, 'trip' | 'sailings' | 'policy'>;
  /** Partial cancellation; by default in memory over the in-memory booking gateway's orders. */
  parts?: PartCancelGateway;
}

/** Given booking adapters (in memory in tests); the booking gateway is logged like the HTTP one. */
export function inMemoryBookingAdapterModule(adapters: BookingAdapters): ContainerModule {
  return new ContainerModule((options) => {
    if (adapters.tokens) bindToken(options, T.OrderTokens).toConstantValue(adapters.tokens);
    else bindToken(options, T.OrderTokens).toDynamicValue((ctx) => new SessionOrderTokens(from(ctx)(S.SessionStore))).inSingletonScope();
    bindToken(options, T.BookingGateway).toDynamicValue((ctx) => new LoggedBookingGateway(adapters.booking, from(ctx)(S.Logger))).inSingletonScope();
    bindToken(options, T.PaymentsGateway).toConstantValue(adapters.payments);
    bindToken(options, T.PaymentRedirect).toConstantValue(adapters.redirect);
    bindToken(options, T.InvoiceLookupGateway).toConstantValue(adapters.invoice);
    bindToken(options, T.CourierGateway).toConstantValue(adapters.courier);
    bindToken(options, T.AssistanceGateway).toDynamicValue(() => {
      if (adapters.assistance) return adapters.assistance;
      const orders = adapters.booking as Partial<AssistanceOrders>;
      if (typeof orders.openOrder !== 'function' || !orders.clock) throw new Error('inMemoryBookingAdapterModule: give an assistance gateway with a booking gateway that is not in memory');
      return new InMemoryAssistanceGateway(orders as AssistanceOrders);
    }).inSingletonScope();
    bindToken(options, T.ChangeGateway).toDynamicValue(() => {
      if (adapters.change) return adapters.change;
      const orders = adapters.booking as Partial<ChangeWorld['orders']>;
      if (typeof orders.openOrder !== 'function' || !orders.clock || !adapters.sailings) {
        throw new Error('inMemoryBookingAdapterModule: give a change gateway, or the sailings with an in-memory booking gateway');
      }
      return new InMemoryChangeGateway({ ...adapters.sailings, orders: orders as ChangeWorld['orders'] });
    }).inSingletonScope();
    bindToken(options, T.PartCancelGateway).toDynamicValue(() => {
      if (adapters.parts) return adapters.parts;
      const orders = adapters.booking as Partial<PartCancelOrders>;
      if (typeof orders.openOrder !== 'function' || typeof orders.partialRule !== 'function' || !orders.clock) {
        throw new Error('inMemoryBookingAdapterModule: give a partial cancellation gateway with a booking gateway that is not in memory');
      }
      return new InMemoryPartCancelGateway(orders as PartCancelOrders);
    }).inSingletonScope();
  });
}
