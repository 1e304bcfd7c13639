import {
  JOURNEY_RULES, indexSailings, isOvernightWait, minConnectionMinutes, searchJourneys, timetableOf,
  type Journey, type JourneyChange, type JourneyRequest, type MaxChanges, type PlannedJourney, type Sailing, type TimetableSailing,
} from '../../core/search';
import { athensDate } from '../../core/shared/athens-time';
import { partyFare } from './fare-calendar.in-memory';

const minutesOf = (iso: string) => Math.floor(Date.parse(iso) / 60_000);
/** Minutes since the epoch of an instant's wall clock where it is (the seeded times carry their Athens offset). */
const localMinutesOf = (iso: string) => minutesOf(`${iso.slice(0, 19)}Z`);

/** A seeded sailing as the planner reads it: each sailing is its own voyage, its fare its lowest. */
const timetableSailing = (s: Sailing): TimetableSailing => ({
  id: s.tripId, voyage: s.tripId, from: s.from.code, to: s.to.code,
  departure: minutesOf(s.departureDatetime), arrival: minutesOf(s.arrivalDatetime), fare: s.lowestFare, company: s.company.code,
});

function journeyOf(planned: PlannedJourney, byId: ReadonlyMap<string, Sailing>): Journey {
  const legs = planned.legs.map((s) => byId.get(s.id) as Sailing);
  const changes: JourneyChange[] = legs.slice(1).map((leg, i) => {
    const before = legs[i] as Sailing;
    return {
      port: { code: leg.from.code, name: leg.from.name },
      waitMinutes: minutesOf(leg.departureDatetime) - minutesOf(before.arrivalDatetime),
      overnight: isOvernightWait(localMinutesOf(before.arrivalDatetime), localMinutesOf(leg.departureDatetime)),
    };
  });
  const first = legs[0] as Sailing;
  const last = legs[legs.length - 1] as Sailing;
  const companies = new Map(legs.map((l) => [l.company.code, l.company] as const));
  return {
    id: legs.map((l) => l.tripId).join('+'),
    legs,
    changes,
    departureDatetime: first.departureDatetime,
    arrivalDatetime: last.arrivalDatetime,
    durationMinutes: minutesOf(last.arrivalDatetime) - minutesOf(first.departureDatetime),
    companies: [...companies.values()],
    lowestFare: planned.fare,
  };
}

/**
 * The journeys of a day over the seeded sailings, by the core's journey planner and search policy (as the server's
 * `POST /booking/journeys` plans them): every direct sailing of the day; when there are fewer than
 * JOURNEY_RULES.directsEnough, connections with one change (two only where nothing shorter exists), each change at
 * the same port, at least the minimum connection (longer with a vehicle) and at most a night; dominated connections
 * dropped, ranked by the searched party's fare of each sailing (one adult when none is given; as the in-memory fare
 * calendar prices it), a sailing that cannot carry the party's car left out. Places left are not read (the seed's
 * sailings all have room).
 */
export function planJourneys(trips: readonly Sailing[], query: JourneyRequest): Journey[] {
  // The day's first legs leave the origin on the asked Athens date: the window is their first and last departure.
  const leaving = trips.filter((t) => t.from.code === query.departurePort && athensDate(t.departureDatetime) === query.departureDate)
    .map((t) => minutesOf(t.departureDatetime));
  if (leaving.length === 0 || query.departurePort === query.destinationPort) return [];
  const byId = new Map(trips.map((t) => [t.tripId, t] as const));
  const party = { passengers: query.passengers ?? { AD: 1 }, withVehicle: query.withVehicle === true };
  const fareOf = (s: TimetableSailing) => partyFare(byId.get(s.id) as Sailing, party);
  const planned = searchJourneys(timetableOf([indexSailings(trips.map(timetableSailing))]), {
    origin: query.departurePort, destination: query.destinationPort,
    departFrom: Math.min(...leaving), departUntil: Math.max(...leaving),
    maxChanges: (query.maxChanges ?? JOURNEY_RULES.maxChanges) as MaxChanges,
    minConnectionMinutes: minConnectionMinutes(query.withVehicle === true), maxWaitMinutes: JOURNEY_RULES.maxWaitMinutes,
    usable: (s) => fareOf(s) !== null, fareOf: (s) => fareOf(s) as number,
  });
  return planned.map((p) => journeyOf(p, byId));
}
