/**
 * The demo companies' fare tables: every price is a percentage of the trip's adult deck fare, rounded to ten
 * cents, so a price can be reproduced by hand from the company's published rules.
 */
import type { CodeCheck, Company, QuoteFailure, Trip, TripQuote, TripQuoteRequest } from '../../ports/ferry-operators';

const round10 = (cents: number) => Math.round(cents / 10) * 10;

/** Adult deck fare of a trip of `miles` nautical miles: 4.50 + 0.36 a mile at the company's fare level; high-speed craft 65% more. */
export function deckFare(company: Company, highSpeed: boolean, miles: number): number {
  return round10(((450 + 36 * miles) * company.fareLevel) / 100 * (highSpeed ? 1.65 : 1));
}

type Checks = { loyalty: (card: string) => CodeCheck; resident: (code: string) => CodeCheck };
type Quote = { ok: true; value: TripQuote } | { ok: false; error: QuoteFailure };
const fail = (field: string, message: string): Quote => ({ ok: false, error: { kind: 'InvalidItem', field, message } });

export function quoteTrip(trip: Trip, req: TripQuoteRequest, checks: Checks): Quote {
  const { company, vessel } = trip;
  const units: Record<string, number> = {};
  const add = (code: string, n: number) => { units[code] = (units[code] ?? 0) + n; };
  const passengers: (TripQuote['passengers'][number] & { bed: number; cabin: string | null })[] = [];
  if (!req.passengers.some((p) => company.passengerTypes.find((t) => t.code === p.passengerType)?.takesPlace)) {
    return fail('passengers', 'A booking needs at least one passenger who is not an infant');
  }
  for (const [i, p] of req.passengers.entries()) {
    const at = `passengers.${i}`;
    const type = company.passengerTypes.find((t) => t.code === p.passengerType);
    if (!type) return fail(`${at}.passengerType`, `${company.name} has no passenger type ${p.passengerType}`);
    const acc = vessel.accommodations.find((a) => a.code === p.accommodationType);
    if (!acc) return fail(`${at}.accommodationType`, `${vessel.name} has no accommodation ${p.accommodationType}`);
    if (acc.sex && p.sex && acc.sex !== p.sex) return fail(`${at}.sex`, `${p.accommodationType} berths are for ${acc.sex} passengers`);
    if (type.requiresDocument && !p.documentId) return fail(`${at}.documentId`, `Passenger type ${type.code} needs a document number`);
    const bed = round10((trip.deckFare * acc.farePercent) / 100);
    const fare = round10((bed * type.percentOfAdult) / 100);
    let best = 0;
    let code: string | null = null;
    if (p.discountIdOrCode) {
      const d = company.discounts.find((x) => x.code === p.discountIdOrCode && x.appliesTo === 'passenger');
      if (!d) return fail(`${at}.discountIdOrCode`, `${company.name} has no passenger discount ${p.discountIdOrCode}`);
      if (d.requiresDocument && !p.documentId) return fail(`${at}.documentId`, `Discount ${d.code} needs a document number`);
      if (d.percent > best) [best, code] = [d.percent, d.code];
    }
    if (p.loyaltyCard) {
      const c = checks.loyalty(p.loyaltyCard);
      if (!c.valid) return fail(`${at}.loyaltyCard`, 'The loyalty card number is not valid for this company');
      if (c.percent > best) [best, code] = [c.percent, c.scheme];
    }
    if (p.residentIdOrCode) {
      const c = checks.resident(p.residentIdOrCode);
      if (!c.valid) return fail(`${at}.residentIdOrCode`, 'The MAN code is not valid for this trip');
      if (c.percent > best) [best, code] = [c.percent, 'MAN'];
    }
    const discount = Math.round((fare * best) / 100);
    if (type.takesPlace && acc.kind !== 'cabin') add(acc.code, 1);
    passengers.push({
      index: i, code: acc.code, passengerType: type.code, fare, discount, discountCode: code, total: fare - discount,
      bed, cabin: type.takesPlace && acc.kind === 'cabin' ? acc.code : null,
    });
  }
  // Whole cabins are sold whole: the first occupant of a cabin type also pays its empty beds at the adult fare.
  for (const acc of vessel.accommodations.filter((a) => a.kind === 'cabin')) {
    const occupants = passengers.filter((p) => p.cabin === acc.code);
    if (occupants.length === 0) continue;
    const cabins = Math.ceil(occupants.length / acc.beds);
    add(acc.code, cabins);
    const first = occupants[0] as (typeof passengers)[number];
    const empty = cabins * acc.beds - occupants.length;
    const extra = empty * first.bed;
    Object.assign(first, { fare: first.fare + extra, total: first.total + extra });
  }
  const vehicles: TripQuote['vehicles'][number][] = [];
  const trailers: TripQuote['trailers'][number][] = [];
  if (req.vehicles.length > req.passengers.length) return fail('vehicles', 'There cannot be more vehicles than passengers');
  if (req.trailers.length > req.vehicles.length) return fail('trailers', 'Each trailer needs a vehicle to tow it');
  for (const [kind, list, out] of [['vehicles', req.vehicles, vehicles], ['trailers', req.trailers, trailers]] as const) {
    for (const [i, v] of list.entries()) {
      const at = `${kind}.${i}`;
      if (vessel.garageMetres === 0) return fail(kind, `${vessel.name} takes no vehicles`);
      const type = company.vehicleTypes.find((t) => t.code === v.accommodationType && t.trailer === (kind === 'trailers'));
      if (!type) return fail(`${at}.accommodationType`, `${company.name} has no ${kind === 'trailers' ? 'trailer' : 'vehicle'} type ${v.accommodationType}`);
      if ((type.needs === 'trailers' && !vessel.trailers) || (type.needs === 'campers' && !vessel.campers)) {
        return fail(`${at}.accommodationType`, `${vessel.name} takes no ${type.code.toLowerCase()}s`);
      }
      const length = Math.ceil(v.length * 2) / 2;
      const fare = round10(((trip.deckFare * type.farePercent) / 100) * Math.max(1, length / type.baseLength));
      let best = 0;
      let code: string | null = null;
      const extra = v as { discountIdOrCode?: string; loyaltyCard?: string };
      if (extra.discountIdOrCode) {
        const d = company.discounts.find((x) => x.code === extra.discountIdOrCode && x.appliesTo === 'vehicle');
        if (!d) return fail(`${at}.discountIdOrCode`, `${company.name} has no vehicle discount ${extra.discountIdOrCode}`);
        [best, code] = [d.percent, d.code];
      }
      if (extra.loyaltyCard) {
        const c = checks.loyalty(extra.loyaltyCard);
        if (!c.valid) return fail(`${at}.loyaltyCard`, 'The loyalty card number is not valid for this company');
        if (c.percent > best) [best, code] = [c.percent, c.scheme];
      }
      const discount = Math.round((fare * best) / 100);
      add('GARAGE', Math.ceil(v.length));
      out.push({ index: i, code: type.code, length: v.length, fare, discount, discountCode: code, total: fare - discount });
    }
  }
  const pets: TripQuote['pets'][number][] = [];
  for (const [i, pet] of req.pets.entries()) {
    if (vessel.petPlaces === 0) return fail('Pets', `${vessel.name} takes no pets`);
    const rule = company.pets.find((x) => x.code === pet.code);
    if (!rule) return fail(`Pets.${i}.code`, `${company.name} has no pet fare ${pet.code}`);
    if (pet.passengerIndex >= req.passengers.length) return fail(`Pets.${i}.passengerIndex`, 'The pet must travel with one of the passengers');
    if (req.pets.filter((x) => x.passengerIndex === pet.passengerIndex).length > 5) {
      return fail(`Pets.${i}.passengerIndex`, 'At most 5 pets per passenger');
    }
    add('PETS', 1);
    pets.push({ index: i, code: rule.code, passengerIndex: pet.passengerIndex, fare: rule.priceCents, discount: 0, discountCode: null, total: rule.priceCents });
  }
  const services: TripQuote['services'][number][] = [];
  for (const [i, s] of req.services.entries()) {
    const rule = company.services.find((x) => x.code === s.code);
    if (!rule) return fail(`additionalServices.${i}.code`, `${company.name} offers no service ${s.code}`);
    const total = rule.priceCents * s.quantity;
    services.push({ index: i, code: rule.code, quantity: s.quantity, unitPrice: rule.priceCents, fare: total, discount: 0, discountCode: null, total });
  }
  const sum = (xs: readonly { total: number }[]) => xs.reduce((a, x) => a + x.total, 0);
  const cleanPassengers = passengers.map(({ bed: _bed, cabin: _cabin, ...rest }) => rest);
  return {
    ok: true,
    value: {
      passengers: cleanPassengers, vehicles, trailers, pets, services, units,
      total: sum(cleanPassengers) + sum(vehicles) + sum(trailers) + sum(pets) + sum(services),
    },
  };
}
