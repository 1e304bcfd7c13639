/**
 * Books a one-way ferry trip from Node, with no browser, through the same core the web app uses:
 *
 *   npx tsx examples/headless-booking.ts --base-url http://127.0.0.1:3000 --from PIR --to JTR --date 2027-06-10 --adults 2
 *   npx tsx examples/headless-booking.ts --from PIR --to CFU --allow-changes
 *
 * Searches, selects the cheapest sailing (with `--allow-changes`, the cheapest journey, direct or with changes of
 * ship: every leg of it is booked as one order), fills the passengers, prices, holds, records the order, pays with the
 * test card on the embedded payment page (posting its forms as a browser would), finalises, and prints the
 * reservation number and tickets as JSON. Exits with status 1 and the failure kind when a step fails.
 */
import { parseArgs } from 'node:util';
import {
  type BookingState, INITIAL_BOOKING, bookJourney, selectTrip, setLeader, setPaymentForm, setTraveller, startBooking,
} from '../src/core/booking';
import { INITIAL_SEARCH, type SailingsLeg, type SearchState, setLegField, setPassengers, setTravellers } from '../src/core/search';
import { athensDate } from '../src/core/shared/athens-time';
import { createHeadlessContainer, HEADLESS_TOKENS as T } from '../src/composition/headless';
import { type Locale, isLocale } from '../src/core/shared/locale';
import { ConsoleLogger } from '../src/adapters/logging/console.logger';

class StepFailed extends Error {
  constructor(readonly step: string, readonly kind: string, readonly detail?: unknown) {
    super(`${step} failed: ${kind}`);
  }
}

/** The value of a step, or a StepFailed naming the failure kind (the server's kind when the step only wraps it as Failed or Rejected). */
function check<T, E extends { kind: string; failure?: { kind: string }; refusal?: { kind: string } }>(step: string, result: { ok: true; value: T } | { ok: false; error: E }): T {
  if (!result.ok) {
    const generic = result.error.kind === 'Failed' || result.error.kind === 'Rejected';
    const inner = result.error.failure ?? result.error.refusal;
    throw new StepFailed(step, generic && inner ? inner.kind : result.error.kind, result.error);
  }
  return result.value;
}

type Headless = ReturnType<typeof createHeadlessContainer>;

/** The booking of the cheapest sailing of the day (without a date: the first day with a sailing still to come). */
async function sailingBooking(headless: Headless, start: SearchState, date: string | undefined): Promise<BookingState> {
  const leg = start.legs[0]!;
  const dates = date
    ? [date]
    : check('dates', await headless.get(T.LoadDates).execute({ origin: leg.departurePort!, destination: leg.destinationPort! })).slice(0, 7);
  let search = start;
  let legs: SailingsLeg[] | undefined;
  for (const [i, day] of dates.entries()) {
    search = setLegField(search, 0, 'departureDate', day);
    const found = await headless.get(T.SearchSailings).execute(search);
    if (found.ok) {
      legs = found.value;
      break;
    }
    if (found.error.kind !== 'NoAvailability' || i === dates.length - 1) check('search', found);
  }
  const cheapest = [...legs![0]!.trips].sort((a, b) => a.lowestFare - b.lowestFare)[0]!;
  return selectTrip(startBooking(INITIAL_BOOKING, 1, search.travellers), 0, cheapest);
}

/**
 * `--allow-changes`: the booking of the cheapest journey of the day, direct or with changes of ship, every leg of it
 * chosen (one order). Without a date: the first of the next seven days (from tomorrow, in Athens) with a journey.
 */
async function journeyBooking(headless: Headless, search: SearchState, date: string | undefined): Promise<BookingState> {
  const leg = search.legs[0]!;
  const tomorrow = new Date(`${athensDate(new Date().toISOString())}T12:00:00Z`);
  const dates = date ? [date] : Array.from({ length: 7 }, (_, i) => new Date(tomorrow.getTime() + (i + 1) * 86_400_000).toISOString().slice(0, 10));
  for (const day of dates) {
    const journeys = check('search', await headless.get(T.SearchJourneys).execute({
      departurePort: leg.departurePort!, destinationPort: leg.destinationPort!, departureDate: day, withVehicle: search.travellers.vehicles > 0,
    }));
    const cheapest = [...journeys].sort((a, b) => a.lowestFare - b.lowestFare || a.changes.length - b.changes.length)[0];
    if (cheapest) return bookJourney(INITIAL_BOOKING, setLegField(search, 0, 'departureDate', day), cheapest);
  }
  throw new StepFailed('search', 'NoAvailability');
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      'base-url': { type: 'string', default: 'http://127.0.0.1:3000' },
      from: { type: 'string', default: 'PIR' },
      to: { type: 'string', default: 'JTR' },
      date: { type: 'string' },
      adults: { type: 'string', default: '2' },
      lang: { type: 'string', default: 'en' },
      'allow-changes': { type: 'boolean', default: false },
      verbose: { type: 'boolean', default: false },
    },
  });
  const locale: Locale = isLocale(values.lang) ? values.lang : 'en';
  const adults = Number(values.adults);
  if (!Number.isInteger(adults) || adults < 1) throw new StepFailed('arguments', 'InvalidAdults');
  const quiet = { log: () => undefined };
  const headless = createHeadlessContainer({
    baseUrl: values['base-url']!, locale, logger: values.verbose ? new ConsoleLogger(console, '[log]') : quiet,
  });

  let search = setLegField(INITIAL_SEARCH, 0, 'departurePort', values.from);
  search = setLegField(search, 0, 'destinationPort', values.to);
  search = setTravellers(search, setPassengers(search.travellers, 'AD', adults));
  let booking = values['allow-changes'] ? await journeyBooking(headless, search, values.date) : await sailingBooking(headless, search, values.date);
  booking = check('pricing', await headless.get(T.PriceBooking).execute(booking));
  const names = [['Maria', 'Papadopoulou', 'female'], ['Nikos', 'Papadopoulos', 'male']] as const;
  booking.travellers.forEach((_, i) => {
    const [name, surname, sex] = names[i % names.length]!;
    booking = setTraveller(booking, i, { name: i < 2 ? name : `${name}${i}`, surname, sex, birthDate: '14/03/1985', documentNumber: `AK${100000 + i}` });
  });
  booking = setLeader(booking, { firstName: 'Maria', lastName: 'Papadopoulou', email: 'maria.papadopoulou@example.com', mobile: '6912345678', phonePrefix: '+30' });
  booking = setPaymentForm(booking, { checked: true });

  booking = check('hold', await headless.get(T.HoldBooking).execute(booking));
  const payment = check('payment', await headless.get(T.PayBooking).execute(booking));
  if (payment.kind === 'Redirect') await headless.get(T.PaymentRedirect).submit(payment.form);
  const { reservation } = check('finalise', await headless.get(T.FinaliseBooking).execute(booking));

  console.log(JSON.stringify({
    reservationNumber: reservation.reservationNumber,
    orderCode: reservation.order_code,
    total: reservation.total,
    trips: reservation.trips.map((trip) => ({
      from: trip.from, to: trip.to, departure: trip.departureDatetime, company: trip.companyName, vessel: trip.vesselName,
      companyReservationCode: trip.companyReservationCode, checkinCode: trip.checkinCode,
      tickets: trip.passengers.map((p) => ({ passenger: `${p.name} ${p.surname}`, ticketNumber: p.ticketNumber, accommodation: p.accommodationType, price: p.price })),
    })),
  }, null, 2));
}

main().catch((error: unknown) => {
  if (error instanceof StepFailed) {
    console.error(JSON.stringify({ failed: error.step, kind: error.kind, detail: error.detail }));
  } else {
    console.error(JSON.stringify({ failed: 'fault', kind: 'Fault', detail: error instanceof Error ? error.message : String(error) }));
  }
  process.exit(1);
});
