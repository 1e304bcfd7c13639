import { describe, expect, it } from 'vitest';
import { FareCalendar } from '../../server/modules/booking/fare-calendar';
import { JourneySearch } from '../../server/modules/booking/journeys';
import { routeWithChange, warmUpFareCalendar } from '../../server/modules/booking/warm-up';
import { athensDay, isoDateOfDay } from '../../server/operators/athens-time';
import { DemoOperatorCatalogue } from '../../server/operators/demo/demo-ferry-operators';
import type { FerryOperators } from '../../server/ports/ferry-operators';

// The warm-up server/main.ts runs before it listens (issue 16): it must run the planner (a route with no line between
// its ports) and leave nothing a traveller's answer depends on: a calendar on the warmed catalogue answers exactly
// what one on a catalogue that never warmed up answers, for the warmed route and months and for others.

const clock = () => new Date('2026-11-27T06:00:00Z');
const calendarOn = (ops: FerryOperators) => {
  const journeys = new JourneySearch(ops, clock);
  return new FareCalendar(ops, clock, (from, to, dates, who) => journeys.connectionsOn(from, to, dates, who));
};

describe('fare calendar warm-up', () => {
  it('plans a route that needs a change, and changes no answer', () => {
    const warmed = new DemoOperatorCatalogue(clock) as unknown as FerryOperators & { window(): [number, number] };
    const route = routeWithChange(warmed);
    expect(route).toBeDefined();
    const [from, to] = route as readonly [string, string];
    expect(warmed.destinations(from)).not.toContain(to);
    expect(warmed.destinations(from).some((via) => warmed.destinations(via).includes(to))).toBe(true);

    expect(warmUpFareCalendar(warmed, clock)).toBe(6);

    const fresh = calendarOn(new DemoOperatorCatalogue(clock) as unknown as FerryOperators);
    const after = calendarOn(warmed);
    const last = warmed.window()[1];
    const today = athensDay(clock());
    const asks = [
      { departurePort: from, destinationPort: to, month: isoDateOfDay(last - 40).slice(0, 7), passengers: { AD: 2 }, withVehicle: true },
      { departurePort: from, destinationPort: to, month: isoDateOfDay(last - 70).slice(0, 7), passengers: { AD: 2, CH: 1, IN: 1 } },
      { departurePort: 'RAF', destinationPort: 'JTR', month: isoDateOfDay(today + 20).slice(0, 7), passengers: { AD: 1 } },
    ];
    for (const ask of asks) {
      const answer = after.month(ask);
      expect(answer.days.some((d) => d.lowestFare !== null && d.changes !== null && d.changes > 0)).toBe(true);
      expect(answer).toEqual(fresh.month(ask));
    }
  });
});
