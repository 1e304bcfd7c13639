import { type Result, err, ok } from '../../shared/result';
import { type FareDay, type FareMonth, daysAround, fareParty, monthOfDay } from '../domain/fare-calendar';
import { type Travellers } from '../domain/travellers';
import { type FareCalendarGateway } from '../ports/fare-calendar-gateway.port';
import { type SearchRefusal } from '../ports/search-gateway.port';

export type LoadFareCalendarError = { readonly kind: 'Failed'; readonly failure: SearchRefusal };

export interface FareRoute { readonly departurePort: string; readonly destinationPort: string; readonly travellers: Travellers }

/** Loads a month of lowest fares for a route and the search's party (the date picker shows them on its days). */
export class LoadFareCalendar {
  constructor(private readonly deps: { fares: Pick<FareCalendarGateway, 'month'> }) {}

  async execute(input: FareRoute & { month: string }): Promise<Result<FareMonth, LoadFareCalendarError>> {
    const result = await this.deps.fares.month({
      departurePort: input.departurePort, destinationPort: input.destinationPort, month: input.month, ...fareParty(input.travellers),
    });
    return result.ok ? ok(result.value) : err({ kind: 'Failed', failure: result.error });
  }

  /**
   * The days from `radius` before `date` to `radius` after it with their fares (step 1's strip): one month asked, or
   * two when the days cross a month's end; a month off sale (before today, after the timetables) gives null days.
   */
  async around(input: FareRoute & { date: string; radius: number }): Promise<Result<FareDay[], LoadFareCalendarError>> {
    const days = daysAround(input.date, input.radius);
    const months = [...new Set(days.map(monthOfDay))];
    const loaded = await Promise.all(months.map((month) => this.execute({ ...input, month })));
    const byDate = new Map<string, FareDay>();
    for (const [i, result] of loaded.entries()) {
      if (result.ok) for (const d of result.value.days) byDate.set(d.date, d);
      // Only the month of the day itself must load: a neighbouring month off sale leaves its days empty.
      else if (months[i] === monthOfDay(input.date) || result.error.failure.kind !== 'Invalid') return result;
    }
    return ok(days.map((date) => byDate.get(date) ?? { date, lowestFare: null, changes: null }));
  }
}
