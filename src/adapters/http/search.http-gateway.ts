import { CompaniesAnswer, CountriesAnswer, DatesAnswer, JourneysAnswer, PortListAnswer, PortsAnswer, ResultsAnswer } from '../../contract';
import { type JourneyGateway, type JourneyRequest, type LegQuery, type SearchGateway } from '../../core/search';
import { map } from '../../core/shared/result';
import { type HttpClient } from './http-client';
import { refusedWith } from './http-failure';
import { searchRefusalOf } from './search.mappers';

/** The search calls of the Booking API over HTTP. */
export class HttpSearchGateway implements SearchGateway, JourneyGateway {
  constructor(private readonly http: HttpClient) {}

  async ports() {
    return refusedWith(map(await this.http.get('/booking/getPorts', { struct: PortsAnswer, withLang: true }), (a) => a.data), searchRefusalOf);
  }

  async destinations(origin: string) {
    return refusedWith(map(await this.http.post('/booking/getDestinations', { origin }, { struct: PortListAnswer, withLang: true }), (a) => a.data), searchRefusalOf);
  }

  async origins(destination: string) {
    return refusedWith(map(await this.http.post('/booking/getOrigins', { destination }, { struct: PortListAnswer, withLang: true }), (a) => a.data), searchRefusalOf);
  }

  async dates(origin: string, destination: string, range: { from?: string; to?: string } = {}) {
    const body = { origin, destination, ...(range.from ? { from: range.from } : {}), ...(range.to ? { to: range.to } : {}) };
    return refusedWith(map(await this.http.post('/booking/getDates', body, { struct: DatesAnswer }), (a) => a.data), searchRefusalOf);
  }

  async countries() {
    return refusedWith(map(await this.http.get('/booking/countries', { struct: CountriesAnswer, withLang: true }), (a) => a.data), searchRefusalOf);
  }

  async companies() {
    return refusedWith(map(await this.http.get('/booking/companies', { struct: CompaniesAnswer, withLang: true }), (a) => a.data), searchRefusalOf);
  }

  async results(legs: readonly LegQuery[]) {
    const body = { legs: legs.map((l) => ({ departurePort: l.departurePort, destinationPort: l.destinationPort, departureDate: l.departureDate })) };
    return refusedWith(map(await this.http.post('/booking/results', body, { struct: ResultsAnswer, withLang: true, withUuid: true }), (a) => a.legs), searchRefusalOf);
  }

  /** `POST /booking/journeys`: the wire's journeys are the shop's (legs are the same trips as `/booking/results`). */
  async journeys(query: JourneyRequest) {
    const body = {
      departurePort: query.departurePort, destinationPort: query.destinationPort, departureDate: query.departureDate,
      ...(query.maxChanges !== undefined ? { maxChanges: query.maxChanges } : {}), ...(query.withVehicle ? { withVehicle: true } : {}),
      ...(query.passengers && Object.values(query.passengers).some((n) => (n ?? 0) > 0) ? { passengers: { ...query.passengers } } : {}),
    };
    return refusedWith(map(await this.http.post('/booking/journeys', body, { struct: JourneysAnswer, withLang: true }), (a) => a.journeys), searchRefusalOf);
  }
}
