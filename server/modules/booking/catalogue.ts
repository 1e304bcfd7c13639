/**
 * The read side of the Booking API: ports, countries, companies, reachable ports, dates with sailings and the
 * results of a search (trips with availability and lowest fares). Sailings and the places still free on them come
 * from the operators (their availability call); the shop stores no seats.
 */
import type {
  AccommodationOffer, BookingValidation, CompanyDetails, Port, ResultsAnswer, Trip as WireTrip,
} from '../../../src/contract/index';
import type { Locale } from '../../../src/core/shared/locale';
import { ApiError } from '../../http/errors';
import { OperatorError } from '../../ports/ferry-operators';
import { COUNTRY_NAMES } from '../../operators/demo/ports.data';
import type { Availability, Company, FerryOperators, OperatorCatalogue, OperatorPort, Trip } from '../../ports/ferry-operators';
import { formatAthens } from '../../operators/athens-time';

const round10 = (cents: number) => Math.round(cents / 10) * 10;

export function portOf(p: OperatorPort, lang: Locale): Port {
  const name = p.names[lang];
  const aliases = [...new Set([...Object.values(p.names), ...(p.aliases ?? [])])].filter((alias) => alias !== name);
  return {
    code: p.code, name, area: name.split(' (')[0] as string, aliases,
    country: COUNTRY_NAMES[p.country]?.[lang] ?? p.country, countryCode: p.country, latitude: p.latitude, longitude: p.longitude,
  };
}

export function knownPort(ops: OperatorCatalogue, code: string, field: string): OperatorPort {
  const port = ops.port(code);
  if (!port) throw new ApiError(422, 'UNKNOWN_PORT', `No port has the code ${code}`, field);
  return port;
}

export function countries(ops: OperatorCatalogue, lang: Locale) {
  const counts = new Map<string, number>();
  for (const p of ops.ports()) counts.set(p.country, (counts.get(p.country) ?? 0) + 1);
  return [...counts].map(([code, portCount]) => ({ code, name: COUNTRY_NAMES[code]?.[lang] ?? code, portCount }))
    .sort((a, b) => (a.code === 'GR' ? -1 : b.code === 'GR' ? 1 : a.name.localeCompare(b.name, lang)));
}

export function companyDetails(c: Company, lang: Locale): CompanyDetails {
  return {
    code: c.code, name: c.name, logo: c.logo, country: c.country, website: c.website, description: c.description[lang],
    holdMinutes: c.holdMinutes,
    vessels: c.vessels.map((v) => ({
      code: v.code, name: v.name, type: v.type, built: v.built, speedKnots: v.speedKnots,
      passengers: v.accommodations.reduce((sum, a) => sum + a.capacity * a.beds, 0), garageMetres: v.garageMetres,
      cabins: v.accommodations.filter((a) => a.kind === 'cabin').reduce((sum, a) => sum + a.capacity, 0),
      pets: v.petPlaces > 0, trailers: v.garageMetres > 0 && v.trailers, campers: v.garageMetres > 0 && v.campers,
    })),
    passengerTypes: c.passengerTypes.map((t) => ({
      code: t.code, name: t.names[lang], minAge: t.minAge, maxAge: t.maxAge, percentOfAdult: t.percentOfAdult, requiresDocument: t.requiresDocument,
    })),
    discounts: c.discounts.map((d) => ({ code: d.code, name: d.names[lang], percent: d.percent, appliesTo: d.appliesTo, requiresDocument: d.requiresDocument })),
    loyaltySchemes: c.loyalty ? [{ code: c.loyalty.code, name: c.loyalty.name, percent: c.loyalty.percent, cardFormat: `${c.loyalty.prefix} + 10 digits (Luhn)` }] : [],
    residentDiscount: c.resident ? { percent: c.resident.percent, codeFormat: 'MAN + 8 digits + check letter', areas: ['Greek islands'] } : null,
    refundPolicy: { tiers: c.refund.tiers.map((t) => ({ ...t })), feeCents: c.refund.feeCents, summary: c.refund.summary[lang] },
    services: c.services.map((s) => ({ code: s.code, name: s.names[lang], price: s.priceCents })),
    ports: [...c.ports],
  };
}

function offers(trip: Trip, free: Availability, lang: Locale, ops: OperatorCatalogue) {
  const all: AccommodationOffer[] = trip.vessel.accommodations.map((a) => {
    const place = round10((trip.deckFare * a.farePercent) / 100);
    return {
      code: a.code, name: a.names[lang], kind: a.kind, ...(a.sex ? { sex: a.sex } : {}), beds: a.beds,
      available: Math.max(0, free.get(`${trip.sailingId}|${a.code}`) ?? ops.capacity(trip, a.code)),
      lowestFare: a.kind === 'cabin' ? place * a.beds : place,
    };
  });
  return {
    deck: all.filter((o) => o.kind === 'deck'), seat: all.filter((o) => o.kind === 'seat'),
    berth: all.filter((o) => o.kind === 'berth'), cabin: all.filter((o) => o.kind === 'cabin'), all,
  };
}

/** The company's validation flags for a trip; international trips always need birth date, nationality, document. */
export function bookingValidation(trip: Trip): BookingValidation {
  const v = trip.company.validation;
  return {
    requiresSex: v.requiresSex, requiresBirthDate: v.requiresBirthDate || trip.international,
    requiresNationality: v.requiresNationality || trip.international, requiresDocument: v.requiresDocument || trip.international,
    requiresPlate: v.requiresPlate, requiresPetChip: v.requiresPetChip, maxPassengers: v.maxPassengers,
  };
}

export function wireTrip(trip: Trip, free: Availability, lang: Locale, ops: OperatorCatalogue): WireTrip {
  const o = offers(trip, free, lang, ops);
  const avail = (code: string) => Math.max(0, free.get(`${trip.sailingId}|${code}`) ?? ops.capacity(trip, code));
  const car = trip.company.vehicleTypes.find((v) => v.code === 'CAR');
  const open = o.all.filter((x) => x.available > 0);
  return {
    id: trip.tripId, tripId: trip.tripId, vesselCode: trip.vessel.code, vesselName: trip.vessel.name, vesselType: trip.vessel.type,
    company: { code: trip.company.code, name: trip.company.name, logo: trip.company.logo },
    from: { code: trip.from.code, name: trip.from.names[lang] }, to: { code: trip.to.code, name: trip.to.names[lang] },
    departureDatetime: formatAthens(trip.departure), arrivalDatetime: formatAthens(trip.arrival), durationMinutes: trip.durationMinutes,
    garage: trip.vessel.garageMetres > 0, pets: trip.vessel.petPlaces > 0,
    trailers: trip.vessel.garageMetres > 0 && trip.vessel.trailers, campers: trip.vessel.garageMetres > 0 && trip.vessel.campers,
    petAvailability: avail('PETS'),
    garageAvailability: trip.vessel.garageMetres > 0
      ? { availableMetres: avail('GARAGE'), lowestFare: round10((trip.deckFare * (car?.farePercent ?? 240)) / 100) } : null,
    deckAvailability: o.deck, seatAvailability: o.seat, berthAvailability: o.berth, cabinAvailability: o.cabin,
    lowestFare: Math.min(...(open.length > 0 ? open : o.all).map((x) => (x.kind === 'cabin' ? x.lowestFare / x.beds : x.lowestFare))),
    BookingValidation: bookingValidation(trip),
  };
}

/** The trips of each leg with the places the operators still have (503 OPERATOR_UNAVAILABLE when they do not answer). */
export async function results(
  ops: FerryOperators, legs: readonly { departurePort: string; departureDate: string; destinationPort: string }[], lang: Locale,
): Promise<ResultsAnswer> {
  const found = legs.map((leg, i) => {
    knownPort(ops, leg.departurePort, `legs.${i}.departurePort`);
    knownPort(ops, leg.destinationPort, `legs.${i}.destinationPort`);
    if (leg.departurePort === leg.destinationPort) {
      throw new ApiError(422, 'SAME_PORTS', 'The departure and destination ports must differ', `legs.${i}.destinationPort`);
    }
    return { leg, trips: ops.trips(leg.departurePort, leg.destinationPort, leg.departureDate) };
  });
  const sailings = [...new Set(found.flatMap((f) => f.trips.map((t) => t.sailingId)))];
  let free: Availability = new Map();
  try {
    if (sailings.length > 0) free = await ops.availability(sailings);
  } catch (error) {
    if (error instanceof OperatorError) {
      throw new ApiError(503, 'OPERATOR_UNAVAILABLE', 'The ferry companies do not answer at the moment; please try again in a minute.');
    }
    throw error;
  }
  return {
    legs: found.map(({ leg, trips }) => ({ ...leg, trips: trips.map((t) => wireTrip(t, free, lang, ops)) })),
  };
}
