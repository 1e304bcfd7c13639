// Not a section (no `bench` export): the search the results measures use, a one-way trip with sailings.
import { tomorrow } from '../support';

export interface BenchSearch {
  from: string;
  to: string;
  date: string;
  /** The results URL's query (`trip=oneWay&legs=PIR-JMK-2026-06-11&AD=1`), as the home page's wizard writes it. */
  query: string;
  sailings: number;
}

/** Piraeus → Mykonos on the first of the next 7 days (from tomorrow) with sailings, as the Booking API answers. */
export async function searchWithSailings(baseUrl: string, from = 'PIR', to = 'JMK'): Promise<BenchSearch> {
  const first = new Date(`${tomorrow()}T12:00:00Z`);
  for (let day = 0; day < 7; day++) {
    const date = new Date(first.getTime() + day * 86_400_000).toISOString().slice(0, 10);
    const response = await fetch(`${baseUrl}/booking/results`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ legs: [{ departurePort: from, destinationPort: to, departureDate: date }], lang: 'en' }),
    });
    if (!response.ok) throw new Error(`POST /booking/results answered ${response.status}: ${await response.text()}`);
    const found = (await response.json()) as { legs: { trips: unknown[] }[] };
    const sailings = found.legs[0]?.trips.length ?? 0;
    if (sailings > 0) {
      const query = new URLSearchParams({ trip: 'oneWay', legs: `${from}-${to}-${date}`, AD: '1' }).toString();
      return { from, to, date, query, sailings };
    }
  }
  throw new Error(`no sailings from ${from} to ${to} in the 7 days from tomorrow`);
}
