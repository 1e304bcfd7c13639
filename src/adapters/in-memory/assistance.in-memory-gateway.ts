import {
  ASSISTANCE_MAIL_WINDOW_MINUTES, ASSISTANCE_NOTICE_HOURS, type AssistanceGateway, type AssistanceInput, type AssistanceLeg, type AssistanceRecorded, type AssistanceRefusal,
  type PortContact, type Reservation,
} from '../../core/booking';
import { type Clock } from '../../core/shared/clock.port';
import { type Result, err, ok } from '../../core/shared/result';
import { type StoredOrder } from './booking.in-memory-gateway';

const NOTICE_MS = ASSISTANCE_NOTICE_HOURS * 3_600_000;
const MAIL_WINDOW_MS = ASSISTANCE_MAIL_WINDOW_MINUTES * 60_000;

/** The passenger assistance points of the in-memory network's ports (demo data, as the demo server's). */
export const IN_MEMORY_PORT_CONTACTS: Readonly<Record<string, Omit<PortContact, 'port' | 'port_name'>>> = {
  PIR: { authority: 'Piraeus Central Port Authority', phone: '+302104550000', email: 'prm-piraeus@ports.example.org', opens: '06:00', closes: '23:59' },
  JTR: { authority: 'Santorini (Thira) Port Authority', phone: '+302286022239', email: 'prm-santorini@ports.example.org', opens: '06:00', closes: '23:00' },
};

/** The orders the gateway records on: the in-memory booking gateway's, opened only as it opens them (token or owner), and its clock. */
export interface AssistanceOrders { openOrder(orderCode: string): StoredOrder | undefined; readonly clock: Clock }

/**
 * Assistance after booking in memory, with the server's rules: 48 hours before a leg's departure (exactly 48 included)
 * is in time, later it is recorded but not guaranteed (with the port's contact), after departure it is refused; a
 * booking the tab may not open is NotFound. `requests` lists what reached "the company".
 */
export class InMemoryAssistanceGateway implements AssistanceGateway {
  readonly requests: AssistanceInput[] = [];
  /** Per booking, when its last confirmation e-mail leaves (at most one per window, as on the server). */
  private readonly mailDue = new Map<string, number>();

  constructor(private readonly orders: AssistanceOrders) {}

  private get clock(): Clock {
    return this.orders.clock;
  }

  private contact(reservation: Reservation, tripIndex: number): PortContact | null {
    const trip = reservation.trips[tripIndex];
    // The in-memory network names ports by code (`PIR`); the demo server's trip ids end with them (`…-PIR-JTR`).
    const code = trip && (trip.from in IN_MEMORY_PORT_CONTACTS ? trip.from : /-([A-Z]{3})-[A-Z]{3}$/.exec(trip.tripId)?.[1]);
    const contact = code ? IN_MEMORY_PORT_CONTACTS[code] : undefined;
    return trip && code && contact ? { port: code, port_name: trip.from, ...contact } : null;
  }

  async legs(orderCode: string): Promise<Result<readonly AssistanceLeg[], AssistanceRefusal>> {
    const stored = this.orders.openOrder(orderCode);
    if (!stored) return err({ kind: 'NotFound' });
    const reservation = stored.reservation;
    const now = Date.parse(this.clock.nowIso());
    const issued = stored.order.order_status === 'success' && reservation !== undefined;
    return ok((reservation?.trips ?? []).map((t, i) => {
      const departure = Date.parse(t.departureDatetime);
      return {
        trip_index: i, tripId: t.tripId, from: t.from, to: t.to, departure: new Date(departure).toISOString(),
        deadline: new Date(departure - NOTICE_MS).toISOString(), in_time: departure - now >= NOTICE_MS, open: issued && departure > now,
        port_contact: reservation ? this.contact(reservation, i) : null,
      };
    }));
  }

  async request(input: AssistanceInput): Promise<Result<AssistanceRecorded, AssistanceRefusal>> {
    const stored = this.orders.openOrder(input.orderCode);
    if (!stored) return err({ kind: 'NotFound' });
    const reservation = stored.reservation;
    const trip = reservation?.trips[input.tripIndex];
    if (!reservation || !trip || stored.order.order_status !== 'success') return err({ kind: 'NotIssued' });
    const departure = Date.parse(trip.departureDatetime);
    const now = Date.parse(this.clock.nowIso());
    if (departure <= now) return err({ kind: 'Departed' });
    if (!trip.passengers.some((p) => p.index === input.passengerIndex)) return err({ kind: 'Failed' });
    this.requests.push(input);
    const next: Reservation = {
      ...reservation,
      trips: reservation.trips.map((t, i) => i !== input.tripIndex ? t : {
        ...t,
        passengers: t.passengers.map((p) => {
          if (p.index !== input.passengerIndex) return p;
          const { assistance: _old, ...rest } = p;
          return input.assistance ? { ...rest, assistance: input.assistance } : rest;
        }),
      }),
    };
    stored.reservation = next;
    const last = this.mailDue.get(input.orderCode);
    const due = last === undefined ? now : last > now ? last : Math.max(now, last + MAIL_WINDOW_MS);
    this.mailDue.set(input.orderCode, due);
    return ok({
      trip_index: input.tripIndex, passenger_index: input.passengerIndex, assistance: input.assistance,
      in_time: departure - now >= NOTICE_MS, port_contact: this.contact(next, input.tripIndex), reservation: next,
      mail_deferred_until: due > now ? new Date(due).toISOString() : null,
    });
  }
}
