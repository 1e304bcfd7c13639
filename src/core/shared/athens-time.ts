// One formatter for every call: building an Intl.DateTimeFormat costs far more than using one, and the booking
// screens read the Athens day on every render (a slowed phone spent milliseconds of each key typed in step 3 on it).
let dayFormat: Intl.DateTimeFormat | undefined;

/** The calendar day (`YYYY-MM-DD`) of an instant in Europe/Athens, where every sailing's date is read. */
export function athensDate(iso: string): string {
  dayFormat ??= new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Athens', year: 'numeric', month: '2-digit', day: '2-digit' });
  const parts = dayFormat.formatToParts(new Date(iso));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}
