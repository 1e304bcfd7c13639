import { FareCalendarAnswer, type FareCalendarRequest } from '../../contract';
import { type FareCalendarGateway, type FareMonth, type FareQuery } from '../../core/search';
import { map } from '../../core/shared/result';
import { type HttpClient } from './http-client';
import { refusedWith } from './http-failure';
import { searchRefusalOf } from './search.mappers';

/** The wire request of a fare month: the party's counts by type, `withVehicle` only when a car comes. */
export function fareCalendarRequest(query: FareQuery): FareCalendarRequest {
  return {
    departurePort: query.departurePort, destinationPort: query.destinationPort, month: query.month,
    passengers: { ...query.passengers }, ...(query.withVehicle ? { withVehicle: true } : {}),
  };
}

/** The answer in the shop's words (the same fields today; the wire's ports are the query's). */
export function fareMonthOf(answer: FareCalendarAnswer): FareMonth {
  return {
    month: answer.month,
    days: answer.days.map((d) => ({ date: d.date, lowestFare: d.lowestFare, changes: d.changes })),
    cheapest: [...answer.cheapest],
  };
}

/** The fare calendar over the Booking API. */
export class HttpFareCalendarGateway implements FareCalendarGateway {
  constructor(private readonly http: HttpClient) {}

  async month(query: FareQuery) {
    return refusedWith(map(await this.http.post('/booking/fare-calendar', fareCalendarRequest(query), { struct: FareCalendarAnswer }), fareMonthOf), searchRefusalOf);
  }
}
